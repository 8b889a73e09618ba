import { animated, useSpring } from '@react-spring/web';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { MascotMood } from '@/core/tutor';
import { mascotReactionAtom } from '@/state/chat';
import { useReducedMotion } from '@/ui/useReducedMotion';

/**
 * The mascot images and their alt texts, served from the site root
 * (docs/product-rules.md#typewriter-and-mascot).
 */
export const MASCOT_IMAGES: Record<MascotMood, { src: string; alt: string }> = {
  happy: { src: '/emohappy.png', alt: 'QueueBee mascot, happy' },
  laugh: { src: '/emolaugh.png', alt: 'QueueBee mascot, laughing' },
  intel: { src: '/emointel.png', alt: 'QueueBee mascot, thinking' },
};

/** Shown 5 s after a reply, then a 1 s fade. */
export const MASCOT_VISIBLE_MS = 5000;
export const MASCOT_FADE_MS = 1000;

function Reaction({ mood }: { mood: MascotMood }) {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    const fade = setTimeout(() => setPhase('fading'), MASCOT_VISIBLE_MS);
    const gone = setTimeout(() => setPhase('gone'), MASCOT_VISIBLE_MS + MASCOT_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(gone);
    };
  }, []);
  const style = useSpring({
    from: { opacity: 0, scale: 0.6 },
    to: { opacity: phase === 'shown' ? 1 : 0, scale: 1 },
    config: phase === 'shown' ? { tension: 320, friction: 18 } : { duration: MASCOT_FADE_MS },
    immediate: reducedMotion,
  });
  if (phase === 'gone') return null;
  const image = MASCOT_IMAGES[mood];
  return (
    <animated.img
      src={image.src}
      alt={image.alt}
      width={96}
      height={96}
      data-mascot={mood}
      data-phase={phase}
      style={style}
      className="pointer-events-none absolute right-3 bottom-2 h-20 w-20 drop-shadow-lg select-none sm:right-5 sm:h-24 sm:w-24"
      draggable={false}
    />
  );
}

/** A random reaction after each reply; a new reply restarts it. */
export function Mascot() {
  const reaction = useAtomValue(mascotReactionAtom);
  if (!reaction) return null;
  return <Reaction key={reaction.id} mood={reaction.mood} />;
}

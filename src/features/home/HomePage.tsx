import { Bot, FileText, Sparkles, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses, Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { prefersReducedMotion } from '@/ui/useReducedMotion';
import { algorithmCategories, dataStructureCategories, type Category } from './categories';
import { CategoryCard } from './CategoryCard';

const ALGORITHM_SECTION_ID = 'algorithm-categories';

function scrollToAlgorithms() {
  const section = document.getElementById(ALGORITHM_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

function CategorySection({
  id,
  title,
  description,
  categories,
}: {
  id: string;
  title: string;
  description: string;
  categories: readonly Category[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="scroll-mt-20 outline-none">
      <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-muted">{description}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {categories.map((category) => (
          <CategoryCard key={category.title} category={category} />
        ))}
      </div>
    </section>
  );
}

const highlights = [
  {
    icon: Trophy,
    title: 'Race Mode',
    text: 'Real algorithms, same input, honest leaderboard.',
    href: '/race',
  },
  {
    icon: Bot,
    title: 'QueueBee mentor',
    text: 'A friendly Hinglish mentor that works offline.',
    href: '/chat',
  },
  {
    icon: FileText,
    title: 'PDF study sets',
    text: 'Quiz and flashcards from your own notes.',
    href: '/queuebee',
  },
] as const;

export default function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4">
      <section
        className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr]"
        aria-labelledby="hero-title"
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-text">
            <Sparkles aria-hidden="true" size={16} /> Interactive Learning
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Beyond the Code: <span className="text-primary">Interactive Visualizations</span>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">
            See data structures and algorithms work, one step at a time. Pause, step back, read the code line
            by line, race algorithms against each other and learn with a mentor who talks like a senior
            friend.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/race" className={buttonClasses('primary', 'lg')}>
              Try Race Mode
            </Link>
            <Button variant="outline" size="lg" onClick={scrollToAlgorithms}>
              Explore Algorithms
            </Button>
          </div>
        </div>
        <ul className="grid gap-4" aria-label="Highlights">
          {highlights.map(({ icon: Icon, title, text, href }) => (
            <li key={title}>
              <Link href={href} className="block rounded-2xl focus-visible:outline-offset-4">
                <Card className="flex items-center gap-4 transition-colors hover:bg-surface-2">
                  <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
                    <Icon aria-hidden="true" size={22} />
                  </span>
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="block text-sm text-muted">{text}</span>
                  </span>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="space-y-16 pb-16">
        <CategorySection
          id={ALGORITHM_SECTION_ID}
          title="Algorithm Categories"
          description="Pick a family of algorithms and watch every comparison, swap and probe."
          categories={algorithmCategories}
        />
        <CategorySection
          id="data-structure-categories"
          title="Data Structure Categories"
          description="Perform operations and watch each one happen in numbered steps."
          categories={dataStructureCategories}
        />
      </div>
    </div>
  );
}

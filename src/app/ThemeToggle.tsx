import { useAtomValue, useSetAtom } from 'jotai';
import { Moon, Sun } from 'lucide-react';
import { themeAtom, toggleThemeAtom } from '@/state/theme';
import { Button } from '@/ui/Button';

export function ThemeToggle() {
  const theme = useAtomValue(themeAtom);
  const toggleTheme = useSetAtom(toggleThemeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
    </Button>
  );
}

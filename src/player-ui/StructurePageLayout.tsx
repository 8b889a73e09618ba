import { type ReactNode } from 'react';
import { LinkNotice } from '@/ui/LinkNotice';
import { PageHeader } from '@/ui/PageHeader';
import { Tabs } from '@/ui/Tabs';

/**
 * A structure page on the step player (Trees, Heaps, Hash Tables): its header and the Visualization,
 * Code and Information tabs. On wide screens the listing sits beside the scene instead of in a tab, so
 * the line and the step are seen together; the page's visualisation places it (`codeBeside`).
 */
export function StructurePageLayout({
  title,
  description,
  viewsLabel,
  codeBeside,
  content,
  code,
  information,
  wide = codeBeside,
  linkNotice = null,
}: {
  title: string;
  description: string;
  viewsLabel: string;
  codeBeside: boolean;
  content: ReactNode;
  /** The Code tab's listing, when it is not beside the scene. */
  code: ReactNode;
  /**
   * The Information tab: a memoised component, since the page re-renders at every step of a run and the
   * tab's text does not change with it (in a profile of a Union-Find step at 4x, 5 of the render's 54 ms).
   */
  information: ReactNode;
  /** The wider page, for the listing beside the scene or a visualisation with several views. */
  wide?: boolean;
  /** Why the shared link the page opened from could not be opened as it was. */
  linkNotice?: string | null;
}) {
  return (
    <div className={wide ? 'mx-auto max-w-7xl px-4 py-10' : 'mx-auto max-w-6xl px-4 py-10'}>
      <PageHeader title={title} description={description} />
      <LinkNotice message={linkNotice} />
      <Tabs
        label={viewsLabel}
        tabs={[
          { value: 'visualization', label: 'Visualization', content },
          ...(codeBeside ? [] : [{ value: 'code', label: 'Code', content: code, mountWhenFirstShown: true }]),
          { value: 'information', label: 'Information', content: information },
        ]}
      />
    </div>
  );
}

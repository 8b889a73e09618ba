/**
 * Code tab listings: one complete, runnable implementation per language
 * (docs/product-rules.md#data-structure-pages).
 */

export type ListingLanguage = 'javascript' | 'python' | 'java';

export interface CodeListing {
  language: ListingLanguage;
  /** The Code tab's button label. */
  label: 'JavaScript' | 'Python' | 'Java';
  /** The class the listing defines (for Java, also the file name it must be saved as). */
  className: string;
  code: string;
}

/** Listings in Code-tab order; the first is the default language. */
export type CodeListings = readonly [CodeListing, CodeListing, CodeListing];

export function listings(className: string, javascript: string, python: string, java: string): CodeListings {
  return [
    { language: 'javascript', label: 'JavaScript', className, code: javascript },
    { language: 'python', label: 'Python', className, code: python },
    { language: 'java', label: 'Java', className, code: java },
  ];
}

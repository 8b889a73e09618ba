/** Where the site serves pdf.js's packed CMaps, which CJK fonts need to give their text. */
export const PDF_CMAP_PATH = '/pdfjs/cmaps/';

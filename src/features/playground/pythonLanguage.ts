/**
 * Python's highlighting and indentation for the editor, in a module of its own: it loads when a learner
 * first picks Python (with the Python runner), not with the page.
 */
export { python } from '@codemirror/lang-python';

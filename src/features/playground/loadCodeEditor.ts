import { nextTask } from '@/ui/nextTask';
import type * as CodeEditorModule from './CodeEditor';

/**
 * The editor's packages, dependencies first. Importing the editor in one go would evaluate all of
 * CodeMirror in one task (its parsers are decoded and its themes built as the modules load): on a phone
 * a freeze of a tenth of a second as the page starts.
 */
const EDITOR_PACKAGES: readonly (() => Promise<unknown>)[] = [
  () => import('@codemirror/state'),
  () => import('@lezer/common'),
  () => import('@lezer/highlight'),
  () => import('@codemirror/view'),
  () => import('@codemirror/language'),
  () => import('@lezer/lr'),
  () => import('@codemirror/commands'),
  () => import('@codemirror/search'),
  () => import('@codemirror/autocomplete'),
  () => import('@codemirror/lint'),
  () => import('@lezer/javascript'),
  () => import('@codemirror/lang-javascript'),
  () => import('@lezer/python'),
  () => import('@codemirror/lang-python'),
];

/** Loads the code editor one package per task, so that no single task evaluates all of it. */
export async function loadCodeEditor(): Promise<typeof CodeEditorModule> {
  for (const importPackage of EDITOR_PACKAGES) {
    await nextTask();
    await importPackage();
  }
  await nextTask();
  return import('./CodeEditor');
}

import { nextTask } from '@/ui/nextTask';
import type * as CodeEditorModule from './CodeEditor';

/**
 * The editor's largest packages, dependencies first (the smaller ones go with the package that needs
 * them). Importing the editor in one go would evaluate all of CodeMirror in one task (its parsers are
 * decoded and its themes built as the modules load): on a phone a freeze of a tenth of a second as the
 * page starts. Python's support loads when Python is picked (./pythonLanguage.ts).
 */
const EDITOR_PACKAGES: readonly (() => Promise<unknown>)[] = [
  () => import('@codemirror/state'),
  () => import('@codemirror/view'),
  () => import('@codemirror/language'),
  () => import('@codemirror/lang-javascript'),
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

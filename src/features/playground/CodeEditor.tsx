import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec, StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, keymap, type DecorationSet } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { basicSetup } from 'codemirror';
import { useEffect, useRef, useState } from 'react';
import type { PlaygroundLanguage } from '@/core/playground/recording';
import { afterNextPaint } from '@/ui/afterNextPaint';
import { EDITOR_FONT_PX, EDITOR_LINE_HEIGHT, editorBoxHeight } from './editorBox';

/** The line the player is on, and the line and column of an error, as the editor marks them. */
export interface EditorMarks {
  readonly stepLine: number | null;
  readonly error: { readonly line: number; readonly column: number | null } | null;
}

const setMarks = StateEffect.define<EditorMarks>();

const stepLine = Decoration.line({ class: 'cm-step-line', attributes: { 'data-step-line': 'true' } });
const errorLine = Decoration.line({ class: 'cm-error-line', attributes: { 'data-error-line': 'true' } });
const errorAt = Decoration.mark({ class: 'cm-error-at', attributes: { 'data-error-at': 'true' } });

const marksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setMarks)) continue;
      const { doc } = transaction.state;
      const ranges = [];
      const { stepLine: step, error } = effect.value;
      if (step !== null && step >= 1 && step <= doc.lines) ranges.push(stepLine.range(doc.line(step).from));
      if (error && error.line >= 1 && error.line <= doc.lines) {
        const line = doc.line(error.line);
        ranges.push(errorLine.range(line.from));
        if (error.column !== null) {
          const from = Math.min(line.from + error.column - 1, line.to);
          const to = Math.min(from + 1, line.to);
          if (to > from) ranges.push(errorAt.range(from, to));
        }
      }
      next = Decoration.set(ranges, true);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const theme = EditorView.theme({
  '&': {
    backgroundColor: 'var(--color-surface)',
    color: 'var(--color-text)',
    fontSize: `${EDITOR_FONT_PX}px`,
  },
  '.cm-scroller': { lineHeight: String(EDITOR_LINE_HEIGHT) },
  '.cm-content': { caretColor: 'var(--color-text)', fontFamily: 'ui-monospace, monospace' },
  '.cm-gutters': { backgroundColor: 'var(--color-surface-2)', color: 'var(--color-muted)', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
  '.cm-step-line': { backgroundColor: 'var(--color-primary-soft)' },
  '.cm-error-line': {
    backgroundColor: 'color-mix(in srgb, var(--color-danger) 14%, transparent)',
    boxShadow: 'inset 3px 0 0 var(--color-danger)',
  },
  '.cm-error-at': { textDecoration: 'underline wavy var(--color-danger)' },
  '&.cm-focused': { outline: '2px solid var(--color-focus)' },
});

/** Highlighting in the theme's own text colours, so it reads in light and dark alike. */
const highlighting = syntaxHighlighting(
  HighlightStyle.define([
    {
      tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.operatorKeyword],
      color: 'var(--color-primary-strong)',
      fontWeight: '600',
    },
    { tag: [tags.string, tags.special(tags.string)], color: 'var(--color-text)', fontStyle: 'italic' },
    { tag: [tags.number, tags.bool, tags.null], color: 'var(--color-primary-strong)' },
    {
      tag: [tags.comment, tags.lineComment, tags.blockComment],
      color: 'var(--color-muted)',
      fontStyle: 'italic',
    },
    {
      tag: [
        tags.variableName,
        tags.propertyName,
        tags.function(tags.variableName),
        tags.definition(tags.variableName),
      ],
      color: 'var(--color-text)',
    },
    { tag: [tags.operator, tags.punctuation, tags.bracket], color: 'var(--color-text)' },
  ]),
);

/**
 * The language's support once it is here: JavaScript's comes with the editor; Python's loads the first
 * time it is asked for, and until then the code shows without highlighting.
 */
function useLanguageSupport(language: PlaygroundLanguage): Extension {
  const [javascriptSupport] = useState(javascript);
  const [pythonSupport, setPythonSupport] = useState<Extension | null>(null);
  const wantsPython = language === 'python' && pythonSupport === null;
  useEffect(() => {
    if (!wantsPython) return;
    let current = true;
    import('./pythonLanguage').then(
      ({ python }) => {
        if (current) setPythonSupport(python());
      },
      (error: unknown) => console.error('Python highlighting could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [wantsPython]);
  if (language === 'javascript') return javascriptSupport;
  return pythonSupport ?? [];
}

/** What the page last asked the editor to call, read when the editor calls it. */
class EditorCallbacks {
  constructor(
    public onChange: (code: string) => void,
    public onRun: () => void,
  ) {}

  follow(onChange: (code: string) => void, onRun: () => void): void {
    this.onChange = onChange;
    this.onRun = onRun;
  }
}

/**
 * The learner's code: a CodeMirror 6 editor labelled "Your code", with the language's highlighting,
 * Ctrl/Cmd+Enter to run, the player's line and any error marked. Loaded only on this page.
 */
export default function CodeEditor({
  value,
  language,
  marks,
  onChange,
  onRun,
}: {
  value: string;
  language: PlaygroundLanguage;
  marks: EditorMarks;
  onChange: (code: string) => void;
  onRun: () => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [languageSlot] = useState(() => new Compartment());
  const languageSupport = useLanguageSupport(language);
  const [callbacks] = useState(() => new EditorCallbacks(onChange, onRun));
  useEffect(() => {
    callbacks.follow(onChange, onRun);
  });

  // The editor's state is made while rendering, where React may yield before committing: with the
  // view made in the same task, setting up the editor is one freeze on a phone as the page starts.
  const [initialState] = useState(() =>
    EditorState.create({
      doc: value,
      extensions: [
        Prec.highest(
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                callbacks.onRun();
                return true;
              },
            },
          ]),
        ),
        basicSetup,
        languageSlot.of(languageSupport),
        highlighting,
        marksField,
        theme,
        // In the tab order itself, so the scroller around a long code is reached by keyboard.
        EditorView.contentAttributes.of({ 'aria-label': 'Your code', tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) callbacks.onChange(update.state.doc.toString());
        }),
      ],
    }),
  );

  // Until the editor is in, its box holds the editor's height, as the loading placeholder did. The editor
  // is made once the page has been painted: made as the page commits (or in the effects that follow at
  // once), it would have the browser lay out the whole new page there and then, in the same long task.
  const [heldHeight] = useState(() => editorBoxHeight(value));
  const [editorIn, setEditorIn] = useState(false);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let view: EditorView | null = null;
    const cancel = afterNextPaint(() => {
      view = new EditorView({ parent: host, state: initialState });
      viewRef.current = view;
      setEditorIn(true);
    });
    return () => {
      cancel();
      view?.destroy();
      viewRef.current = null;
    };
    // The editor is made once; the effects below keep it in step with the page (and catch it up on what
    // changed before it was made: they run again once it is in).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (view && view.state.doc.toString() !== value)
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value, editorIn]);

  // The editor starts with the language it was made with: reconfiguring it again as it mounts would
  // redo its set-up for nothing.
  const shownLanguage = useRef(languageSupport);
  useEffect(() => {
    const view = viewRef.current;
    if (!view || shownLanguage.current === languageSupport) return;
    shownLanguage.current = languageSupport;
    view.dispatch({ effects: languageSlot.reconfigure(languageSupport) });
  }, [languageSupport, languageSlot, editorIn]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setMarks.of(marks) });
  }, [marks, editorIn]);

  return (
    <div
      ref={hostRef}
      data-testid="code-editor"
      style={editorIn ? undefined : { minHeight: heldHeight }}
      className="overflow-hidden rounded-xl border border-border [&_.cm-editor]:max-h-[28rem] [&_.cm-scroller]:overflow-auto"
    />
  );
}

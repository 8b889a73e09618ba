/** English word lists and word-level helpers for the built-in generator. */

/** Function words: never a term, never the first or last word of one. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above across after again against all almost along already also although always am among an and
another any anyone anything are aren't around as at be became because become becomes been before being below
between beyond both but by can can't cannot could couldn't did didn't do does doesn't doing don't done down
during each either else enough etc even ever every few for from further had hadn't has hasn't have haven't
having he her here hers herself him himself his how however i if in into is isn't it it's its itself just
least less let like made make makes many may me might more most much must my myself neither no nor not now of
off often on once one only onto or other others otherwise our ours ourselves out over own per perhaps quite
rather really same several shall she should shouldn't since so some something sometimes still such than that
the their theirs them themselves then there therefore these they this those though through thus to together
too toward towards under unless until up upon us use used uses using very via was wasn't we well were weren't
what whatever when whenever where whereas wherever whether which while who whoever whom whose why will with
within without won't would wouldn't yet you your yours yourself yourselves first second third new old good
great high low large small big little long short next last whole given`.split(/\s+/),
);

/** Words too generic to be a key term on their own. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  `example examples figure table chapter section page pages part parts way ways thing things number numbers
time times case cases kind kinds type types form forms lot lots result results value values fact point points
step steps idea ideas term terms word words name names reason reasons problem problems question questions
answer answers article document text note notes see following follows called known means refer refers
defined define describes describe show shows shown give gives look looks need needs want wants get gets got
take takes took put puts call calls work works working important useful common different similar various
certain main simple simply usually typically generally specific specifically particular particularly
several general able possible available necessary instead especially based order level levels end ends
start starts begin begins beginning use usage user users people person everything nothing someone today
year years day days`.split(/\s+/),
);

/** First words that make a phrase a reference, not a term ('It is a ...', 'This is a ...'). */
export const NON_SUBJECT_WORDS: ReadonlySet<string> = new Set(
  `it its this that these those there here they them their he she we you i one each every some any all both
either neither another such what which who whom whose why how when where our your his her my no not many
most more several few other others only also then thus so but and or if because although while since`.split(
    /\s+/,
  ),
);

/** Words after 'are' that describe rather than define ('Stacks are useful ...'). */
export const EVALUATIVE_WORDS: ReadonlySet<string> = new Set(
  `important useful common commonly often very not also usually typically faster slower fast slow easy easier
hard harder simple simpler efficient inefficient similar different more less much many both all quite rarely
always never sometimes generally available possible necessary required needed good bad better worse best worst
great small large big popular widely frequently still just only even mostly largely ideal well so too then
there here able unable likely unlikely essential critical helpful difficult`.split(/\s+/),
);

/** Words that precede a noun: a term seen after one of them at least once is noun-like. */
export const NOUN_MARKERS: ReadonlySet<string> = new Set(
  `a an the this that these those each every its their our your his her of any some no another called named
as in into on from with by for to about between`.split(/\s+/),
);

/** A crude singular form, enough to group 'stack' and 'stacks', 'queries' and 'query'. */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(?:ches|shes|sses|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us|is|ys|os)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** The plural of a term's last word, for cloze options that must agree with a plural blank. */
export function pluralize(phrase: string): string {
  const match = /^(.*?)(\p{L}+)$/u.exec(phrase);
  if (!match) return phrase;
  const [, head = '', word = ''] = match;
  if (word.toUpperCase() === word && word.length > 1) return `${head}${word}s`;
  if (/[^aeiou]y$/i.test(word)) return `${head}${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${head}${word}es`;
  return `${head}${word}s`;
}

/** Upper-cases the first letter, leaving the rest ('linked list' -> 'Linked list', 'LIFO' stays). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The small words that join the words of a name ('Institute of Technology', 'Friends of the
 * Library', 'Ludwig van …'): a name may hold them in lower case, but never ends on one.
 */
const JOINING = /^(?:of|the|and|for|in|at|on|to|&|de|del|della|di|da|das|dos|du|des|la|le|der|für|und|y|e|van|von)$/i;

export function isJoiningWord(word: string): boolean {
  return JOINING.test(word);
}

/**
 * A line that stops on a joining word was wrapped ('Institute of' / 'Technology'). In a line of
 * small letters, a last word in capitals is a code, whatever it spells ('Baton Rouge, LA').
 */
export function endsOnJoiningWord(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  const isCode = /^\p{Lu}{2,}$/u.test(last) && /\p{Ll}/u.test(text);
  return words.length >= 2 && isJoiningWord(last) && !isCode;
}

/** Words in lower case other than the joining ones: two or more are a statement, not a name. */
export function isStatement(text: string): boolean {
  return text.split(/\s+/).filter((w) => /^\p{Ll}{2}/u.test(w) && !isJoiningWord(w)).length >= 2;
}

/**
 * Remembers a pure function's answers for recent texts, within a budget of characters.
 *
 * The built-in engine analyses the same texts again and again: a user's profile (every bullet,
 * the whole profile text) is read by ranking, the keyword report and the fabrication guard on
 * every document generated from it, and skill names recur in every profile. The answers depend on
 * the text alone, so they are kept rather than recomputed. The budget counts the
 * characters of the texts kept (answers are of the same order), so memory stays bounded whether
 * the texts are skill names or whole profiles; when it is spent the table is dropped at once,
 * which is cheaper than tracking recency, and a full table means the texts are not repeating.
 */
export function memoizeText<T>(compute: (text: string) => T, budgetChars: number): (text: string) => T {
  const answers = new Map<string, T>();
  let charsKept = 0;
  return (text) => {
    const known = answers.get(text);
    if (known !== undefined) return known;
    const answer = compute(text);
    if (text.length > budgetChars) return answer;
    if (charsKept + text.length > budgetChars) {
      answers.clear();
      charsKept = 0;
    }
    answers.set(text, answer);
    charsKept += text.length;
    return answer;
  };
}

/**
 * Fitted font sizes already found, so a document is fitted once per browser, not on every visit:
 * fitting lays the whole document out several times, the dashboard's main-thread cost. A size is
 * kept only once the web fonts have loaded (they change the metrics), and only for this browser
 * (another engine or version may measure text differently).
 */
const STORAGE_KEY = 'hireready:fitted-sizes:v1';
const MAX_ENTRIES = 60;

type Stored = { browser: string; sizes: Record<string, number> };

let memory: Map<string, number> | null = null;

/** FNV-1a: a short, stable name for a document's content. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

const browser = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

function load(): Map<string, number> {
  if (memory) return memory;
  memory = new Map();
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    if (stored?.browser === browser()) {
      for (const [key, size] of Object.entries(stored.sizes)) if (typeof size === 'number') memory.set(key, size);
    }
  } catch {
    // Unreadable or refused storage: sizes are kept for this page only.
  }
  return memory;
}

export function fitCacheKey(kind: string, templateId: string, data: unknown): string {
  return `${kind}:${templateId}:${hash(JSON.stringify(data))}`;
}

export function cachedFontSize(key: string): number | undefined {
  return load().get(key);
}

export function rememberFontSize(key: string, size: number): void {
  const sizes = load();
  sizes.delete(key);
  sizes.set(key, size);
  // The oldest go first: a Map keeps insertion order.
  while (sizes.size > MAX_ENTRIES) sizes.delete(sizes.keys().next().value as string);
  try {
    const stored: Stored = { browser: browser(), sizes: Object.fromEntries(sizes) };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full or refused: the page still has its copy.
  }
}

/** For tests: forget everything, in memory and stored. */
export function clearFitCache(): void {
  memory = null;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * The learned line-role classifier: a multinomial logistic regression over line-features.ts,
 * trained on the development layouts of the parse corpus (`npm run train:line-roles`, weights in
 * line-roles-model.json). It runs in the structuring path with no I/O: one small matrix product
 * per line. Its guesses are put on the lines as `roles`, and the readers that use them (section
 * headings, entry heads against body lines, wrapped lines) fall back to their rules where a line
 * carries none.
 */
import type { ExtractedLine } from '../../../extraction/extracted-document';
import { FEATURE_NAMES, lineFeatures, measurePage } from './line-features';
import MODEL from './line-roles-model.json';

export const ROLES = ['heading', 'head', 'start', 'cont', 'other'] as const;
export type Role = (typeof ROLES)[number];

export type LineRoleModel = {
  features: readonly string[];
  roles: readonly string[];
  mean: number[];
  scale: number[];
  /** One row per role, one weight per feature. */
  weights: number[][];
};

/**
 * Which readers take the classifier's word, and how sure it must be: where its probability is
 * between 1 - confidence and confidence, the rules decide.
 */
export type RoleUses = { headings: boolean; body: boolean; joins: boolean; confidence: number };

/**
 * The classifier's decisions a reader takes: a heading or not, a body line or an entry's header,
 * the rest of the line above or a new statement. Absent where the classifier is not used or not sure.
 */
export type LineRoles = { heading?: boolean; body?: boolean; cont?: boolean };
export type RoledLine = ExtractedLine & { roles?: LineRoles };

export const DEFAULT_MODEL = MODEL as LineRoleModel;
export const DEFAULT_USES: RoleUses = { headings: false, body: true, joins: true, confidence: 0.8 };

/** A model is usable only when it was trained on the features this code computes, in this order. */
export function isUsableModel(model: LineRoleModel): boolean {
  return (
    model.features.length === FEATURE_NAMES.length &&
    model.features.every((name, i) => name === FEATURE_NAMES[i]) &&
    model.roles.length === ROLES.length &&
    model.weights.length === ROLES.length &&
    model.weights.every((row) => row.length === FEATURE_NAMES.length)
  );
}

export function softmax(scores: number[]): number[] {
  const top = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** Role probabilities (in ROLES order) for one feature row. */
export function predictRow(model: LineRoleModel, row: number[]): number[] {
  const x = row.map((v, j) => (v - (model.mean[j] ?? 0)) / (model.scale[j] || 1));
  return softmax(model.weights.map((w) => w.reduce((sum, wj, j) => sum + wj * (x[j] ?? 0), 0)));
}

export function predictRoles(lines: ExtractedLine[], model: LineRoleModel = DEFAULT_MODEL): number[][] {
  if (lines.length === 0) return [];
  return lineFeatures(lines, measurePage(lines)).map((row) => predictRow(model, row));
}

const at = (probs: number[], role: Role) => probs[ROLES.indexOf(role)] ?? 0;

/** The lines with the classifier's guesses on them, for the readers `uses` names. */
export function withRoles(lines: ExtractedLine[], uses: RoleUses = DEFAULT_USES, model: LineRoleModel = DEFAULT_MODEL): RoledLine[] {
  if (!(uses.headings || uses.body || uses.joins) || !isUsableModel(model)) return lines;
  const probs = predictRoles(lines, model);
  const decide = (probability: number): boolean | undefined =>
    probability >= uses.confidence ? true : probability <= 1 - uses.confidence ? false : undefined;
  return lines.map((line, i) => {
    const p = probs[i] ?? [];
    const body = at(p, 'start') + at(p, 'cont');
    const roles: LineRoles = {};
    if (uses.headings) roles.heading = decide(at(p, 'heading'));
    if (uses.body) roles.body = decide(body / Math.max(1e-9, body + at(p, 'head')));
    if (uses.joins) roles.cont = decide(at(p, 'cont') / Math.max(1e-9, body));
    return { ...line, roles };
  });
}

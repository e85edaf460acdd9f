/**
 * JSON Schemas for the model's answer, built from the contract's zod schemas so the model is
 * asked for exactly what we validate. OpenAI's strict mode wants every property required, no
 * extra properties and no 'default'; zod's output schema is nearly that, this makes it exact.
 */
import { z } from 'zod';

function tighten(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tighten);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === '$schema' || key === 'default') continue;
    out[key] = tighten(value);
  }
  if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
    out.required = Object.keys(out.properties);
    out.additionalProperties = false;
  }
  return out;
}

export function buildStrictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return tighten(z.toJSONSchema(schema, { io: 'output' })) as Record<string, unknown>;
}

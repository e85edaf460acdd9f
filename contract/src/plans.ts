/**
 * Plans, prices and monthly limits (SPEC point 9). The landing page, the dashboard and the
 * server's quota checks all read these constants, so a price or a limit changes in one place.
 * The constants live in plan-catalog.ts (zod-free); the schemas for request bodies live here.
 */
import { z } from 'zod';
import { GENERATION_TYPES, TIERS } from './plan-catalog';

export * from './plan-catalog';

export const TierSchema = z.enum(TIERS);
export const GenerationTypeSchema = z.enum(GENERATION_TYPES);

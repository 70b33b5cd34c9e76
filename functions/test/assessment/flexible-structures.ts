import * as z from 'zod';
import type { AssessedComponent } from '../../src/assessment/index';
import { layered } from './helpers';
import structures from './flexible-structures.json' with { type: 'json' };

/**
 * Hand-built flexible structures (issue 24), each one component made of layers, weights in grams
 * per pack. `tool` is what the CEFLEX recyclability score simulation tool (commit b4e0de8, its
 * D4ACE July 2025 table and CEFLEX scoring model) answered for the same structure, run with R
 * outside this repository (docs/assessment-flexibles.md §5 says how); null where the tool has no
 * sheet for the structure's dominant material and cannot assess it. The structures are a table,
 * so they live in flexible-structures.json, checked when this module loads (decision 058).
 */
const flexibleStructureSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    family: z.enum(['flexible-plastic', 'paper-board', 'metal']),
    /** The component-level material an engineer would pick; the layers decide the stream. */
    materialId: z.string().min(1),
    layers: z
      .array(
        z
          .object({
            role: z.string().min(1),
            materialId: z.string().min(1),
            weight: z.number().nonnegative(),
            blend: z
              .array(z.object({ materialId: z.string(), share: z.number().positive() }).strict())
              .optional(),
          })
          .strict(),
      )
      .min(1),
    /** What we expect from our engine under CEFLEX, and why. */
    expected: z
      .object({
        grade: z.string(),
        score: z.number().nullable(),
        stream: z.string().nullable(),
        why: z.string(),
      })
      .strict(),
    /** Our engine under PRE, where it differs from CEFLEX. */
    pre: z.object({ grade: z.string(), score: z.number().nullable(), why: z.string() }).strict().optional(),
    tool: z
      .object({ grade: z.string(), score: z.number().nullable(), stream: z.string() })
      .strict()
      .nullable(),
  })
  .strict();

export type FlexibleStructure = z.infer<typeof flexibleStructureSchema>;

export const flexibleStructures: FlexibleStructure[] = z
  .array(flexibleStructureSchema)
  .refine(
    (entries) => new Set(entries.map((entry) => entry.id)).size === entries.length,
    'a structure id twice',
  )
  .parse(structures);

/** A structure as the one component the engine assesses. */
export const componentOf = (structure: FlexibleStructure): AssessedComponent =>
  layered(structure.name, structure.family, structure.materialId, structure.layers);

import * as z from 'zod';
import { fieldError as code } from './field-errors';

/**
 * What a packaging and its components say for the EU packaging regulation (Regulation (EU)
 * 2025/40, "PPWR"; docs/ppwr.md). Every field is optional and nullable: absent or null means
 * unknown, which a conformity check answers as missing data, never as "no" (decision 048).
 */

/** Art. 3(1): the packaging's role in the chain. */
export const packagingRoles = ['sales', 'grouped', 'transport', 'ecommerce'] as const;
export type PackagingRole = (typeof packagingRoles)[number];

/** What the packaging is in contact with (Art. 3(1) contact-sensitive packaging, Art. 5(5) food contact). */
export const contactSensitivities = [
  'food',
  'beverage',
  'medicinal_or_medical_device',
  'infant_food',
  'other_contact_sensitive',
  'none',
] as const;
export type ContactSensitivity = (typeof contactSensitivities)[number];

/**
 * Art. 9(1) with Art. 3(1), point (1)(f): the items that must be compostable. Very lightweight
 * plastic carrier bags are a Member State's option (Art. 9(2)), not a Union requirement.
 */
export const compostableItems = [
  'tea_coffee_beverage_bag',
  'single_serve_beverage_unit',
  'fruit_vegetable_sticky_label',
  'none',
] as const;
export type CompostableItem = (typeof compostableItems)[number];

/** Art. 25 with Annex V: the formats that may not be placed on the market from 1 January 2030. */
export const restrictedFormats = [
  'single_use_plastic_grouped_packaging',
  'single_use_plastic_fresh_produce_under_1_5_kg',
  'single_use_plastic_horeca_on_premises',
  'single_use_condiment_portion_horeca',
  'single_use_hotel_miniature',
  'very_lightweight_plastic_carrier_bag',
  'none',
] as const;
export type RestrictedFormat = (typeof restrictedFormats)[number];

/**
 * Art. 7(4) and (5): the exemptions from the recycled-content minimums that no other field of ours
 * can tell, each in the regulation's own scope. (4)(a)–(c) and (g) follow from the contact
 * sensitivity, (4)(e) from the components' compostability certification, (5)(b) from the weights.
 */
export const recycledContentExemptions = [
  /** Art. 7(4)(d): outer packaging of a (veterinary) medicinal product, needed to preserve its quality. */
  'medicinal_outer_packaging',
  /** Art. 7(4)(f): packaging used for the transport of dangerous goods under Directive 2008/68/EC. */
  'dangerous_goods_transport',
  /** Art. 7(4)(h): packaging of supplies and components for manufacturing (veterinary) medicinal products. */
  'medicinal_manufacturing_supplies',
  /** Art. 7(5)(a): food-contact plastic whose recycled content would breach Regulation (EC) No 1935/2004. */
  'food_contact_recycled_content_health_risk',
  'none',
] as const;
export type RecycledContentExemption = (typeof recycledContentExemptions)[number];

export const recycledContentBases = ['supplier_declaration', 'mass_balance', 'certificate'] as const;
export const pfasAnswers = ['yes', 'no', 'unknown'] as const;

/** A volume in millilitres; a transport packaging may hold a cubic metre and more. */
const VOLUME_MAX_ML = 1_000_000_000;
/** mg/kg and ppb of a whole material: nothing measures above it. */
const MG_PER_KG_MAX = 1_000_000;
const PPB_MAX = 1_000_000_000;

const percent = z
  .number()
  .min(0, { error: code.PERCENT_OUT_OF_RANGE })
  .max(100, { error: code.PERCENT_OUT_OF_RANGE })
  .nullable()
  .optional();
const volume = z.number().gt(0, { error: code.VOLUME_TOO_LOW }).max(VOLUME_MAX_ML).nullable().optional();
const concentration = (maximum: number) =>
  z
    .number()
    .min(0, { error: code.ZERO_OR_MORE_REQUIRED })
    .max(maximum, { error: code.CONCENTRATION_TOO_HIGH })
    .nullable()
    .optional();
const flag = z.boolean().nullable().optional();

/** The packaging's own PPWR fields, as the editor sends them and as they are stored. */
export const packagingPpwrFieldsSchema = z.object({
  packagingRole: z.enum(packagingRoles).nullable().optional(),
  contactSensitivity: z.enum(contactSensitivities).nullable().optional(),
  singleUsePlasticBeverageBottle: flag,
  reusable: flag,
  /**
   * Art. 24: the empty-space ratio is computed from these two, never typed: the volume the
   * grouped, transport or e-commerce packaging encloses and the volume of what it holds
   * (sales packaging or products).
   */
  packagingVolumeMl: volume,
  contentVolumeMl: volume,
  compostableItem: z.enum(compostableItems).nullable().optional(),
  /** Art. 12: the packaging carries the harmonised material-composition label. */
  materialCompositionLabel: flag,
  restrictedFormat: z.enum(restrictedFormats).nullable().optional(),
  /** Art. 7(4)–(5): the exemption from the recycled-content minimums that applies, or none. */
  recycledContentExemption: z.enum(recycledContentExemptions).nullable().optional(),
});
export type PackagingPpwrFields = z.infer<typeof packagingPpwrFieldsSchema>;
export const packagingPpwrFieldNames = Object.keys(
  packagingPpwrFieldsSchema.shape,
) as readonly (keyof PackagingPpwrFields)[];

/** Contents cannot take more room than the packaging around them. */
export const contentFitsPackaging = (fields: PackagingPpwrFields): boolean =>
  fields.packagingVolumeMl == null ||
  fields.contentVolumeMl == null ||
  fields.contentVolumeMl <= fields.packagingVolumeMl;

/**
 * Art. 24: the share of the packaging's volume its content leaves empty, in %, rounded to one
 * decimal as the editor and the exports show it; unknown (null) unless both volumes are known.
 */
export const emptySpaceRatioPercent = (fields: PackagingPpwrFields | undefined): number | null => {
  const [outer, content] = [fields?.packagingVolumeMl, fields?.contentVolumeMl];
  if (outer == null || content == null || outer <= 0) return null;
  return Math.round(((outer - content) / outer) * 1000) / 10;
};

/** A component's PPWR fields: recycled content, substances and compostability. */
export const componentPpwrFieldsSchema = z.object({
  /** Art. 7: post-consumer recycled content of the component's plastic, in % of its weight. */
  recycledContentPercent: percent,
  recycledContentBasis: z.enum(recycledContentBases).nullable().optional(),
  pfasIntentionallyAdded: z.enum(pfasAnswers).nullable().optional(),
  /** Art. 5(5)(a): the highest single PFAS by targeted analysis, in ppb (µg/kg). */
  pfasSingleMaxPpb: concentration(PPB_MAX),
  /** Art. 5(5)(b): the sum of PFAS by targeted analysis, in ppb. */
  pfasTargetedSumPpb: concentration(PPB_MAX),
  /** Art. 5(5)(c): PFAS including polymeric PFAS, in mg/kg (= ppm). */
  pfasTotalMgPerKg: concentration(MG_PER_KG_MAX),
  /** Art. 5(5), last subparagraph: total fluorine, in mg/kg. */
  totalFluorineMgPerKg: concentration(MG_PER_KG_MAX),
  /** Art. 5(4): lead, cadmium, mercury and hexavalent chromium together, in mg/kg. */
  heavyMetalsSumMgPerKg: concentration(MG_PER_KG_MAX),
  /** Art. 9(1): certified compatible with industrial composting. */
  compostabilityCertified: flag,
});
export type ComponentPpwrFields = z.infer<typeof componentPpwrFieldsSchema>;

/**
 * The packaging's PPWR fields that `source` holds; an absent field stays absent, so a packaging
 * stored before them reads as before (unknown).
 */
export const ppwrFieldsOf = (source: object): PackagingPpwrFields =>
  Object.fromEntries(
    packagingPpwrFieldNames
      .filter((name) => (source as Readonly<Record<string, unknown>>)[name] !== undefined)
      .map((name) => [name, (source as Readonly<Record<string, unknown>>)[name]]),
  ) as PackagingPpwrFields;

/** Every PPWR field of the packaging, an absent one as null: what replaces a packaging's fields wholesale. */
export const allPpwrFieldsOf = (source: object): PackagingPpwrFields =>
  Object.fromEntries(
    packagingPpwrFieldNames.map((name) => [
      name,
      (source as Readonly<Record<string, unknown>>)[name] ?? null,
    ]),
  ) as PackagingPpwrFields;

export const componentPpwrFieldNames = Object.keys(
  componentPpwrFieldsSchema.shape,
) as readonly (keyof ComponentPpwrFields)[];

/** A component's PPWR fields that `source` holds, an absent one left out (unknown). */
export const componentPpwrFieldsOf = (source: object): ComponentPpwrFields =>
  Object.fromEntries(
    componentPpwrFieldNames
      .filter((name) => (source as Readonly<Record<string, unknown>>)[name] !== undefined)
      .map((name) => [name, (source as Readonly<Record<string, unknown>>)[name]]),
  ) as ComponentPpwrFields;

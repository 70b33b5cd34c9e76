import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  CompostableItem,
  ComponentPpwrFields,
  ContactSensitivity,
  PackagingPpwrFields,
  PackagingRole,
  RecycledContentCategory,
  RecycledContentExemption,
  RecycledContentLeftOutReason,
  RestrictedFormat,
} from '@recyclens/shared';

/**
 * The words for the PPWR fields (docs/ppwr.md) and their choices, one place for the editor and
 * the history: a choice reads the same wherever a user meets it.
 */
export const ppwrFieldLabels = {
  packagingRole: msg`Packaging role`,
  contactSensitivity: msg`Contact sensitivity`,
  singleUsePlasticBeverageBottle: msg`Single-use plastic beverage bottle`,
  reusable: msg`Reusable`,
  packagingVolumeMl: msg`Packaging volume (ml)`,
  contentVolumeMl: msg`Content volume (ml)`,
  compostableItem: msg`Item that must be compostable`,
  materialCompositionLabel: msg`Material composition label`,
  restrictedFormat: msg`Restricted format (Annex V)`,
  recycledContentExemption: msg`Recycled content exemption (Art. 7)`,
  recycledContentPercent: msg`Post-consumer recycled content (%)`,
  recycledContentBasis: msg`Recycled content shown by`,
  pfasIntentionallyAdded: msg`PFAS intentionally added`,
  pfasSingleMaxPpb: msg`Highest single PFAS, targeted analysis (ppb)`,
  pfasTargetedSumPpb: msg`Sum of PFAS, targeted analysis (ppb)`,
  pfasTotalMgPerKg: msg`PFAS including polymeric PFAS (mg/kg)`,
  totalFluorineMgPerKg: msg`Total fluorine (mg/kg)`,
  heavyMetalsSumMgPerKg: msg`Lead, cadmium, mercury and chromium VI (mg/kg)`,
  compostabilityCertified: msg`Certified compostable (industrial)`,
} as const satisfies Record<keyof PackagingPpwrFields | keyof ComponentPpwrFields, MessageDescriptor>;

export const packagingRoleLabels = {
  sales: msg`Sales packaging`,
  grouped: msg`Grouped packaging`,
  transport: msg`Transport packaging`,
  ecommerce: msg`E-commerce packaging`,
} as const satisfies Record<PackagingRole, MessageDescriptor>;

export const contactSensitivityLabels = {
  food: msg`Food`,
  beverage: msg`Beverage`,
  medicinal_or_medical_device: msg`Medicinal product or medical device`,
  infant_food: msg`Infant food`,
  other_contact_sensitive: msg`Other contact-sensitive product`,
  none: msg`None`,
} as const satisfies Record<ContactSensitivity, MessageDescriptor>;

export const compostableItemLabels = {
  tea_coffee_beverage_bag: msg`Tea, coffee or other beverage bag`,
  single_serve_beverage_unit: msg`Soft single-serve tea or coffee unit`,
  fruit_vegetable_sticky_label: msg`Sticky label on fruit or vegetables`,
  none: msg`None of these`,
} as const satisfies Record<CompostableItem, MessageDescriptor>;

export const restrictedFormatLabels = {
  single_use_plastic_grouped_packaging: msg`Single-use plastic grouped packaging`,
  single_use_plastic_fresh_produce_under_1_5_kg: msg`Single-use plastic for less than 1.5 kg of fresh fruit or vegetables`,
  single_use_plastic_horeca_on_premises: msg`Single-use plastic for food and drink consumed on the premises`,
  single_use_condiment_portion_horeca: msg`Single-use portion of condiments or sauces on the premises`,
  single_use_hotel_miniature: msg`Single-use hotel miniature`,
  very_lightweight_plastic_carrier_bag: msg`Very lightweight plastic carrier bag`,
  none: msg`None of these`,
} as const satisfies Record<RestrictedFormat, MessageDescriptor>;

/** Art. 7(4)–(5)'s exemptions no other field tells, each with its paragraph. */
export const recycledContentExemptionLabels = {
  medicinal_outer_packaging: msg`Outer packaging of a medicinal product (Art. 7(4)(d))`,
  dangerous_goods_transport: msg`Transport of dangerous goods (Art. 7(4)(f))`,
  medicinal_manufacturing_supplies: msg`Supplies for manufacturing medicinal products (Art. 7(4)(h))`,
  food_contact_recycled_content_health_risk: msg`Food contact: recycled content would breach Regulation (EC) No 1935/2004 (Art. 7(5)(a))`,
  none: msg`None of these`,
} as const satisfies Record<RecycledContentExemption, MessageDescriptor>;

export const recycledContentBasisLabels = {
  supplier_declaration: msg`Supplier declaration`,
  mass_balance: msg`Mass balance`,
  certificate: msg`Certificate`,
} as const satisfies Record<NonNullable<ComponentPpwrFields['recycledContentBasis']>, MessageDescriptor>;

/** Art. 7(1)'s categories of plastic packaging, each with its own recycled-content minimums. */
export const recycledContentCategoryLabels = {
  pet_contact_sensitive: msg`Contact-sensitive packaging mainly of PET`,
  other_contact_sensitive: msg`Contact-sensitive packaging of other plastics`,
  single_use_plastic_beverage_bottle: msg`Single-use plastic beverage bottles`,
  other_plastic: msg`Other plastic packaging`,
} as const satisfies Record<RecycledContentCategory, MessageDescriptor>;

/** Why a packaging is outside the portfolio's Art. 7 figure. */
export const recycledContentLeftOutLabels = {
  medicinal_or_infant_food: msg`exempt: medicinal products, medical devices or infant food`,
  compostable_plastic: msg`exempt: compostable plastic packaging`,
  exemption_recorded: msg`exempt: an Art. 7 exemption recorded`,
  plastic_parts_below_5_percent: msg`exempt: each plastic part below 5 % of the weight`,
  no_plastic: msg`no plastic part`,
  unclassified: msg`category unknown: components or contact fields missing`,
} as const satisfies Record<RecycledContentLeftOutReason, MessageDescriptor>;

/** PFAS answers in running text (a history line), where "unknown" is a value the user chose. */
export const pfasAnswerLabels = {
  yes: msg`yes`,
  no: msg`no`,
  unknown: msg`unknown`,
} as const satisfies Record<NonNullable<ComponentPpwrFields['pfasIntentionallyAdded']>, MessageDescriptor>;

/** The words for a PPWR choice field's values, by field. */
export const ppwrValueLabels: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  packagingRole: packagingRoleLabels,
  contactSensitivity: contactSensitivityLabels,
  compostableItem: compostableItemLabels,
  restrictedFormat: restrictedFormatLabels,
  recycledContentExemption: recycledContentExemptionLabels,
  recycledContentBasis: recycledContentBasisLabels,
  pfasIntentionallyAdded: pfasAnswerLabels,
};

/** Whether a field is one of the PPWR fields, whose empty value means unknown. */
export const isPpwrField = (field: string): boolean => Object.hasOwn(ppwrFieldLabels, field);

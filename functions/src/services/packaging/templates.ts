import {
  localize,
  type ComponentInput,
  type Language,
  type RouteAnswerJson,
  type Routes,
} from '@recyclens/shared';
import { builtInTemplates } from '../../catalog/templates';
import { notificationPut } from '../../data/repositories/notifications';
import { getPackage } from '../../data/repositories/packages';
import {
  getTenantTemplate,
  listTenantTemplates,
  newTemplateItem,
  templateCreation,
  type TemplateItem,
} from '../../data/repositories/templates';
import { transactWrite } from '../../data/transactions';
import { AppError } from '../../errors/app-error';
import { stampComponents, withoutStamps } from './component-stamps';
import type { Caller } from '../../http/caller';

type TemplateJson = RouteAnswerJson<Routes['templates']>[number];

/** Built-in templates have no stored stamps: they are part of the product, dated by its epoch. */
const PRODUCT_EPOCH = '2026-01-01T00:00:00.000Z';

const builtInView = (language: Language) =>
  builtInTemplates.map((template): TemplateJson => ({
    id: template.id,
    createdAt: PRODUCT_EPOCH,
    updatedAt: PRODUCT_EPOCH,
    version: 1,
    name: localize(template.names, language),
    categoryId: template.categoryId,
    builtIn: true,
    templateComponents: template.components.map((component, index) => ({
      ...component,
      id: `${template.id}-${index + 1}`,
      createdAt: PRODUCT_EPOCH,
      updatedAt: PRODUCT_EPOCH,
      version: 1,
      templateId: template.id,
    })),
  }));

const storedView = (item: TemplateItem): TemplateJson => ({
  id: item.id,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  version: item.version,
  name: item.name,
  categoryId: item.categoryId,
  builtIn: false,
  templateComponents: item.components.map((component) => ({ ...component, templateId: item.id })),
});

export const listTemplates = async (caller: Caller) => {
  const own = await listTenantTemplates(caller.clientId);
  return [...builtInView(caller.user.language), ...own.map(storedView)];
};

/** The components a new packaging copies from a built-in or a tenant template. */
export const componentsOfTemplate = async (caller: Caller, templateId: string): Promise<ComponentInput[]> => {
  const builtIn = builtInTemplates.find((template) => template.id === templateId);
  if (builtIn) return builtIn.components;
  const own = await getTenantTemplate(caller.clientId, templateId);
  if (!own || own.deletedAt)
    throw new AppError('VALIDATION_FAILED', { fieldProblems: { templateId: { code: 'UNKNOWN_TEMPLATE' } } });
  return own.components.map(withoutStamps);
};

/** Admins keep a packaging of their company as a template for the whole tenant (NEW_TEMPLATE). */
export const saveTemplate = async (caller: Caller, input: { packageId: string; name: string }) => {
  if (!caller.currentCompanyId) throw new AppError('COMPANY_REQUIRED');
  const source = await getPackage(caller.clientId, caller.currentCompanyId, input.packageId);
  if (!source) throw new AppError('NOT_FOUND');
  const item = newTemplateItem(caller.clientId, {
    name: input.name,
    categoryId: source.categoryId,
    components: stampComponents(source.components.map(withoutStamps)),
  });
  await transactWrite([
    templateCreation(item),
    notificationPut({
      clientId: caller.clientId,
      companyId: caller.currentCompanyId,
      type: 'NEW_TEMPLATE',
      meta: { templateId: item.id, name: input.name, by: `${caller.user.firstName} ${caller.user.lastName}` },
    }),
  ]);
  return storedView(item);
};

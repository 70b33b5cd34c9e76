import {
  localize,
  lookupKinds,
  type Language,
  type Localized,
  type LookupEntry,
  type LookupKind,
} from '@recyclens/shared';
import { componentsSheet, headerIn, lookupColumns, packagingSheet } from './columns';
import { checkedTexts } from '../reports/localized-texts';
import { addHeadedSheet } from '../reports/xlsx-sheets';
import exampleTexts from './template-example-words.json' with { type: 'json' };
import { addInstructions } from './template-instructions';

type Lookups = Record<LookupKind, LookupEntry[]>;

/** The example's own words, in the user's language like everything else in the template. */
const example = checkedTexts(exampleTexts);

/**
 * The import template: one sheet for packaging and one for components, with dropdowns fed by
 * the lookups (names in the user's language, listed on a hidden sheet) and a filled example.
 * Sheet names, headers and the example are in the user's language too; the reader knows sheets and
 * headers in every language (decision 044). A sheet of instructions says how rows become
 * packaging, components and layers.
 */
export const buildTemplateWorkbook = async (lookups: Lookups, language: Language): Promise<Buffer> => {
  // Loaded on first use: exceljs is large and only the template download needs it (docs/bundles.md).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const say = (text: Localized) => localize(text, language);
  workbook.creator = 'Recyclens';
  const lists = workbook.addWorksheet('Lists', { state: 'veryHidden' });
  const listRange = new Map<LookupKind, string>();
  lookupKinds.forEach((kind, index) => {
    const column = lists.getColumn(index + 1);
    const names = (lookups[kind] ?? []).map((entry) => entry.name);
    column.values = [kind, ...names];
    const letter = column.letter;
    listRange.set(kind, `Lists!$${letter}$2:$${letter}$${Math.max(2, names.length + 1)}`);
  });

  // The examples go in before the dropdowns: a row added after them would land below row 2,000.
  const addSheet = (
    definition: typeof packagingSheet | typeof componentsSheet,
    examples: (string | number | null)[][],
  ) => {
    const sheet = addHeadedSheet(
      workbook,
      say(definition.name),
      definition.columns.map((column) => ({
        header: headerIn(column, language),
        key: column.key,
        width: column.width,
      })),
    );
    sheet.addRows(examples);
    for (const column of lookupColumns(definition.columns)) {
      const range = listRange.get(column.lookup);
      const letter = sheet.getColumn(column.index + 1).letter;
      for (let row = 2; row <= 2000; row++) {
        sheet.getCell(`${letter}${row}`).dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [range ?? '""'],
          showErrorMessage: true,
          errorTitle: say(example.unknownValue),
          error: say(example.chooseFromList),
        };
      }
    }
    return sheet;
  };
  const name = (kind: LookupKind, id: string) => lookups[kind]?.find((entry) => entry.id === id)?.name ?? id;
  addSheet(packagingSheet, [
    [
      'P1',
      say(example.bottle),
      say(example.replaceMe),
      name('category', 'bottle'),
      say(example.project),
      name('country', 'DE'),
      say(example.no),
    ],
    [
      'P2',
      say(example.pouch),
      say(example.pouchDescription),
      name('category', 'pouch'),
      say(example.project),
      name('country', 'DE'),
      say(example.no),
    ],
  ]);
  // A component made of layers: its row holds the first layer, each row below one more, outside in.
  const layer = (role: string, material: string, weight: number, blend: string | null = null) => [
    name('constituentRole', role),
    name('material', material),
    weight,
    blend,
  ];
  // Its cells start at the first layer column (the PPWR columns follow the layer columns).
  const firstLayerColumn = componentsSheet.columns.findIndex((column) => column.key === 'layerRole');
  const furtherLayer = (cells: (string | number | null)[]) => [
    ...Array<null>(firstLayerColumn).fill(null),
    ...cells,
  ];
  addSheet(componentsSheet, [
    [
      'P1',
      say(example.bottleBody),
      name('type', 'body'),
      name('family', 'rigid-plastic'),
      name('material', 'pet'),
      name('filler', 'none'),
      name('adhesive', 'none'),
      name('color', 'clear'),
      1.33,
      1.4,
      0,
      24,
    ],
    [
      'P1',
      say(example.cap),
      name('type', 'closure'),
      name('family', 'rigid-plastic'),
      name('material', 'pp'),
      name('filler', 'none'),
      name('adhesive', 'none'),
      name('color', 'white'),
      0.9,
      0.91,
      0,
      2,
    ],
    [
      'P2',
      say(example.pouchBody),
      name('type', 'body'),
      name('family', 'flexible-plastic'),
      name('material', 'lldpe'),
      name('filler', 'none'),
      name('adhesive', 'lamination'),
      name('color', 'white'),
      0.92,
      0.94,
      0,
      null,
      ...layer('ink', 'nc-ink', 0.1),
    ],
    furtherLayer(layer('film', 'mdo-pe', 2.5)),
    furtherLayer(layer('adhesive', 'pu-adhesive-aliphatic', 0.12)),
    furtherLayer(layer('film', 'lldpe', 3, `30 % ${name('material', 'ldpe')}`)),
  ]);
  addInstructions(workbook, language);
  workbook.views = [
    { activeTab: 1, x: 0, y: 0, width: 10000, height: 20000, firstSheet: 0, visibility: 'visible' },
  ];
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

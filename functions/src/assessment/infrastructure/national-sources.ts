import type { Source } from '../types';

/**
 * The public pages the infrastructure rows of the EU member states cite: the national packaging
 * EPR schemes (or, where we found none of their own pages, the PRO Europe / EXPRA page that
 * describes them) and Eurostat's packaging waste statistics. Each page was read in the stored
 * copy we had; `version` is the edition or date the page shows, or says it shows none. A row
 * whose fact the page does not establish is marked uncertain (row.ts).
 */
const s = (id: string, name: string, version: string, url: string): Source => ({ id, name, version, url });

const undated = 'web page, not dated';

export const nationalSources = {
  eurostat: s(
    'eurostat-env-waspac',
    'Eurostat, Packaging waste by waste management operations (env_waspac): recycling per packaging material and member state',
    'metadata of 17/04/2023',
    'http://ec.europa.eu/eurostat/cache/metadata/en/env_waspac_esms.htm',
  ),
  fostPlus: s(
    'fost-plus-new-blue-bag',
    'Fost Plus (BE): the New Blue Bag for all plastic packaging, metal and beverage cartons, in every Belgian household since October 2021',
    '2022',
    'https://www.fostplus.be/en/blog/new-blue-bag-on-podium-of-belgian-business-awards-for-environment',
  ),
  fostPlusSorting: s(
    'fost-plus-sorting-fractions',
    'Fost Plus explains the New Blue Bag: five sorting centres separate PMD into fourteen fractions',
    '2021',
    'https://www.packforward.eu/Fost-Plus-explains-the-success-behind-the-New-Blue-Bag',
  ),
  vpkt: s(
    'afvalfonds-vpkt',
    'Afvalfonds Verpakkingen / VPKT (NL): collection, sorting into polymers and qualities, and recycling of plastic packaging',
    undated,
    'https://vpkt.nl/en/',
  ),
  valorlux: s(
    'valorlux-blue-bag',
    'Valorlux (LU): the Blue bag takes plastic bottles, pots, trays, cups, bags and films, metal packaging and beverage cartons',
    '2023',
    'https://www.valorlux.lu/en/the-blue-bag',
  ),
  valorluxMission: s(
    'valorlux-about',
    'Valorlux (LU), about us: the Blue bag door to door every other week, plus financial support for bottle banks and container parks',
    undated,
    'https://valorlux.lu/en/about-us/',
  ),
  repak: s(
    'repak-faq',
    'Repak (IE): member fees fund household recycling bins, bottle banks and civic amenity sites',
    undated,
    'https://repak.ie/about-us/faq/',
  ),
  ekoKom: s(
    'eko-kom',
    'EKO-KOM (CZ), PRO Europe country page: nationwide municipal separate collection of packaging waste',
    undated,
    'https://www.pro-e.org/country/1002/czech-republic',
  ),
  enviPak: s(
    'envi-pak',
    'ENVI-PAK (SK): collection, recovery and recycling of glass, paper and board and plastic packaging',
    undated,
    'https://envipak.sk/en-US/companies',
  ),
  rekopol: s(
    'rekopol',
    'Rekopol (PL), PRO Europe country page: packaging recovery with municipalities managing household packaging waste',
    undated,
    'https://www.pro-e.org/country/1010/poland',
  ),
  mohu: s(
    'mohu-concession',
    'MOL Group wins the 35-year Hungarian waste concession (MOHU) from 1 July 2023',
    '2023',
    'https://www.wasterecyclingmag.ca/contracts/mol-group-wins-waste-contract-for-hungary/1003289223/',
  ),
  huDeposit: s(
    'hu-deposit-return',
    'Trade magazin (HU): deposit return for single-use glass, metal and plastic beverage bottles and cans from 1 January 2024, run by MOHU',
    '2024',
    'https://trademagazin.hu/en/aprilis-1-jetol-indulhat-a-kezi-visszavaltasi-rendszer-az-onkent-csatlakozo-kis-uzletekben',
  ),
  snaga: s(
    'snaga-ljubljana-packaging',
    'Snaga Ljubljana (SI): the yellow-lid packaging bin takes plastic bottles, cups, bags and wrapping foil, cans and beverage cartons, handed to Slopak',
    undated,
    'http://www.snaga.si/en/separating-and-collecting-waste/packaging',
  ),
  ecoembes: s(
    'ecoembes',
    'Ecoembes (ES): extended producer responsibility for household packaging (Ley 11/97, Real Decreto 1055/2022)',
    '2023',
    'https://www.ecoembestransparencia.com/los-residuos-de-envases/marco-normativo/',
  ),
  esYellowBin: s(
    'es-yellow-bin',
    'Mancomunidad del Nordeste (ES): the yellow light-packaging container takes bottles, trays, bags, film and metal packaging, sorted by material',
    undated,
    'https://www.cuidamostumunicipio.com/envases-ligeros',
  ),
  pontoVerde: s(
    'sociedade-ponto-verde',
    'Sociedade Ponto Verde (PT): funds municipal collection and drop-off containers; sends paper/board, glass, plastic, wood, steel and aluminium to recyclers',
    undated,
    'https://www.pontoverde.pt/en/quem_somos.php',
  ),
  conaiConsortia: s(
    'conai-consortia',
    'CONAI (IT) and its material consortia Corepla, Comieco, Coreve, CiAl, Ricrea and Rilegno (described by the Kalat Ambiente SRR)',
    undated,
    'http://www.kalatambientesrr.it/consorzi-di-filiera',
  ),
  corepla: s(
    'corepla-results',
    'Corepla (IT), results: 33 sorting centres, 30 sorted fractions incl. PET bottles, PE containers, packaging film and mixed polyolefins',
    '2020',
    'https://testweb.corepla.it/risultati',
  ),
  herrco: s(
    'herrco-faq',
    'HERRCO (GR) FAQ: the blue bin takes all packaging; sorting separates paper, PET, HDPE, mixed plastics, PE film, glass, iron and aluminium',
    undated,
    'https://www.herrco.gr/en/frequently-asked-questions%EF%BF%BC/',
  ),
  greenDotCyprus: s(
    'green-dot-cyprus',
    'Green Dot Cyprus: PMD and paper collected door to door weekly in urban areas, glass in bell bins',
    undated,
    'https://greendot.com.cy/en/public/how-should-i-recycle',
  ),
  greenDotCyprusPmd: s(
    'green-dot-cyprus-pmd',
    'EXPRA: Green Dot Cyprus adds PP pots and tubs and clean plastic bags to the PMD category from 1 July 2017',
    '2017',
    'https://expra.eu/2017/10/09/green-dot-cyprus-pmd-recycling-category-of-green-dot-cyprus-is-enriched/',
  ),
  greenPak: s(
    'greenpak',
    'GreenPak (MT), PRO Europe country page: compliance scheme for household and transport packaging',
    undated,
    'https://www.pro-e.org/country/1050/malta',
  ),
  fzoeu: s(
    'fzoeu-packaging',
    'Environmental Protection and Energy Efficiency Fund (HR): packaging waste, deposit scheme for PET, glass and Al/Fe bottles and cans',
    undated,
    'https://www.fzoeu.hr/en/waste_management/special_categories_of_waste/packaging_waste/',
  ),
  ecoRom: s(
    'eco-rom-ambalaje',
    'Eco-Rom Ambalaje (RO): separate collection in 400 localities, reaching 9 million Romanians',
    undated,
    'https://ecoromambalaje.ro/about-us/?lang=en',
  ),
  ecopack: s(
    'ecopack-bulgaria',
    'ECOPACK Bulgaria (EXPRA page): three-colour containers, blue for paper and board, yellow for plastics and cans, green for glass',
    undated,
    'https://www.expra.eu/members-detail/ecopack/66',
  ),
  dkHouseholds: s(
    'rinki-denmark',
    'Rinki: how consumers recycle packaging in Denmark (municipal sorting into plastic, cartons, cardboard, glass and metal; wood at recycling centres)',
    undated,
    'https://verkkolehti.rinkiin.fi/how-consumers-recycle-packaging-in-denmark?lang=en',
  ),
  fti: s(
    'fti-mission',
    'FTI (SE): nationwide collection of packaging at recycling stations and at the kerbside for 2 million households',
    undated,
    'https://fti.se/en/about-fti/our-mission',
  ),
  rinki: s(
    'rinki-take-back-points',
    'Rinki (FI): at least 1,850 eco take-back points for carton, glass and metal packaging and 500 for plastic packaging',
    '2016',
    'https://rinkiin.fi/news/news-releases/the-number-of-rinki-eco-take-back-points-has-hit-its-target/',
  ),
  fiPlastic: s(
    'kiertokapula-plastic',
    'Kiertokapula (FI): plastic packaging, incl. bags, pouches and wrappers, at Rinki points and property collection points',
    undated,
    'https://kiertokapula.fi/en/jatelajit/plastic-packaging',
  ),
  eto: s(
    'eto-estonia',
    'Eesti Taaskasutusorganisatsioon (EE): selective collection and recycling of packaging waste since 2004',
    undated,
    'https://www.eto.ee/en/',
  ),
  zalaisPunkts: s(
    'latvijas-zalais-punkts',
    'Latvijas Zaļais punkts (LV): packaging EPR scheme and its “Green Packaging” recyclability initiative',
    undated,
    'https://www.zalais.lv/en/for-companies/services/iniciativa-zali-pakots',
  ),
  zaliasisTaskas: s(
    'zaliasis-taskas',
    'Žaliasis taškas (LT), PRO Europe page: the system covers collection and recycling of glass, plastic, metal, paper and beverage cartons',
    undated,
    'http://www.pro-e.org/General_Information_lithuania.html',
  ),
} satisfies Record<string, Source>;

import type { Localized } from '@recyclens/shared';

/**
 * Every finding's message, in English, German and French. {placeholders} are the finding's
 * params; ids (value, material, stream, country) are shown by formatFinding with the catalog's
 * names in the reader’s language. Infrastructure findings also carry the table row’s note (its
 * English text, shown translated: infrastructure/note-texts.ts) in params.note; only the
 * uncertainty marker shows it, since saying what is uncertain is its job.
 */
const m = (en: string, de: string, fr: string): Localized => ({ en, de, fr });

export const assessmentMessages: Record<string, Localized> = {
  'input.no-components': m(
    'The pack has no components to assess.',
    'Die Verpackung hat keine Komponenten, die bewertet werden könnten.',
    'L’emballage n’a aucun composant à évaluer.',
  ),
  // Stream
  'stream.none': m(
    '{component}: {material} ({family}) has no recycling stream, so the pack is not recyclable.',
    '{component}: Für {material} ({family}) gibt es keinen Recyclingstrom, daher ist die Verpackung nicht recyclingfähig.',
    '{component} : {material} ({family}) n’a pas de filière de recyclage, l’emballage n’est donc pas recyclable.',
  ),
  'stream.main-heaviest': m(
    '{component} is the heaviest component: its material {material} puts the pack in the {stream} stream.',
    '{component} ist die schwerste Komponente: Ihr Material {material} ordnet die Verpackung dem Strom {stream} zu.',
    '{component} est le composant le plus lourd : son matériau {material} place l’emballage dans la filière {stream}.',
  ),
  'stream.main-body': m(
    'Without weights, the body {component} decides: {material} puts the pack in the {stream} stream.',
    'Ohne Gewichte entscheidet der Grundkörper {component}: {material} ordnet die Verpackung dem Strom {stream} zu.',
    'Sans poids, c’est le corps {component} qui décide : {material} place l’emballage dans la filière {stream}.',
  ),
  'stream.main-first': m(
    'Without weights or a body, the first component {component} decides: {material} puts the pack in the {stream} stream.',
    'Ohne Gewichte und ohne Grundkörper entscheidet die erste Komponente {component}: {material} ordnet die Verpackung dem Strom {stream} zu.',
    'Sans poids ni corps, c’est le premier composant {component} qui décide : {material} place l’emballage dans la filière {stream}.',
  ),
  // Infrastructure
  'infra.available': m(
    'Stream {stream}: collected, sorted and recycled at scale in {country} ({year}).',
    'Strom {stream}: in {country} in großem Maßstab gesammelt, sortiert und recycelt ({year}).',
    'Filière {stream} : collectée, triée et recyclée à grande échelle (pays : {country}, {year}).',
  ),
  'infra.not-collected': m(
    'Not recyclable in {country} (no infrastructure): the {stream} stream is not collected at scale ({year}).',
    'In {country} nicht recyclingfähig (keine Infrastruktur): Der Strom {stream} wird nicht in großem Maßstab gesammelt ({year}).',
    'Non recyclable (pays : {country}, pas d’infrastructure) : la filière {stream} n’est pas collectée à grande échelle ({year}).',
  ),
  'infra.not-sorted': m(
    'Not recyclable in {country} (no infrastructure): the {stream} stream is not sorted at scale ({year}).',
    'In {country} nicht recyclingfähig (keine Infrastruktur): Der Strom {stream} wird nicht in großem Maßstab sortiert ({year}).',
    'Non recyclable (pays : {country}, pas d’infrastructure) : la filière {stream} n’est pas triée à grande échelle ({year}).',
  ),
  'infra.not-recycled': m(
    'Not recyclable in {country} (no infrastructure): the {stream} stream is not recycled at scale ({year}).',
    'In {country} nicht recyclingfähig (keine Infrastruktur): Der Strom {stream} wird nicht in großem Maßstab recycelt ({year}).',
    'Non recyclable (pays : {country}, pas d’infrastructure) : la filière {stream} n’est pas recyclée à grande échelle ({year}).',
  ),
  'infra.no-data': m(
    'No infrastructure data for the {stream} stream in {country}: recyclability there cannot be claimed.',
    'Für den Strom {stream} in {country} liegen keine Infrastrukturdaten vor: Eine Recyclingfähigkeit kann dort nicht angegeben werden.',
    'Aucune donnée d’infrastructure pour la filière {stream} (pays : {country}) : la recyclabilité n’y est pas démontrable.',
  ),
  'infra.uncertain': m(
    'Uncertain infrastructure fact for the {stream} stream in {country} ({year}): {note} This result rests on it; check the source before relying on it.',
    'Unsichere Infrastrukturangabe für den Strom {stream} in {country} ({year}): {note} Dieses Ergebnis beruht darauf; vor einer Verwendung die Quelle prüfen.',
    'Donnée d’infrastructure incertaine pour la filière {stream} (pays : {country}, {year}) : {note} Ce résultat en dépend ; vérifiez la source avant de vous y fier.',
  ),
  // Generic rule outcomes
  'rule.not-in-table': m(
    '{component}: {aspect} “{value}” is not in the {stream} rule table. Test it before claiming recyclability.',
    '{component}: {aspect} „{value}“ steht nicht in der Regeltabelle für {stream}. Vor einer Aussage zur Recyclingfähigkeit testen.',
    '{component} : {aspect} « {value} » ne figure pas dans la table de règles {stream}. À tester avant d’affirmer la recyclabilité.',
  ),
  'rule.share-needs-weight': m(
    '{component}: {value} is limited to {limit}% of the pack weight in {stream}; enter the weights to check it.',
    '{component}: {value} ist in {stream} auf {limit} % des Verpackungsgewichts begrenzt; Gewichte eingeben, um das zu prüfen.',
    '{component} : {value} est limité à {limit} % du poids de l’emballage en {stream} ; saisissez les poids pour le vérifier.',
  ),
  'rule.adhesive-share-bound': m(
    '{component}: the parts carrying adhesive weigh {share}% of the pack, so the adhesive stays within the {limit}% limit.',
    '{component}: Die Teile mit Klebstoff wiegen {share} % der Verpackung, der Klebstoff bleibt also unter der Grenze von {limit} %.',
    '{component} : les parties portant de l’adhésif pèsent {share} % de l’emballage, l’adhésif reste donc sous la limite de {limit} %.',
  ),
  'rule.adhesive-weight-needed': m(
    '{component}: adhesives are limited to {limit}% of the pack weight; the parts carrying them weigh {share}%, so the adhesive’s own weight is needed.',
    '{component}: Klebstoffe sind auf {limit} % des Verpackungsgewichts begrenzt; die Teile mit Klebstoff wiegen {share} %, daher wird das Gewicht des Klebstoffs selbst benötigt.',
    '{component} : les adhésifs sont limités à {limit} % du poids de l’emballage ; les parties qui en portent pèsent {share} %, il faut donc le poids de l’adhésif lui-même.',
  ),
  'rule.same-polymer': m(
    '{component}: {value} is the stream’s own material.',
    '{component}: {value} ist das Material des Stroms selbst.',
    '{component} : {value} est le matériau même de la filière.',
  ),
  'rule.no-filler': m(
    '{component}: no filler or additive.',
    '{component}: kein Füllstoff und kein Additiv.',
    '{component} : ni charge ni additif.',
  ),
  'rule.no-adhesive': m(
    '{component}: no adhesive.',
    '{component}: kein Klebstoff.',
    '{component} : pas d’adhésif.',
  ),
  // Plastics, shared
  'plastic.chlorinated': m(
    '{component}: {value} is chlorinated and not compatible with {stream} recycling.',
    '{component}: {value} ist chlorhaltig und mit dem Recycling von {stream} nicht verträglich.',
    '{component} : {value} est chloré et incompatible avec le recyclage {stream}.',
  ),
  'plastic.biodegradable': m(
    '{component}: biodegradable or compostable material ({value}) disturbs polyolefin recycling.',
    '{component}: Biologisch abbaubares oder kompostierbares Material ({value}) stört das Polyolefin-Recycling.',
    '{component} : un matériau biodégradable ou compostable ({value}) perturbe le recyclage des polyoléfines.',
  ),
  'plastic.degradable-additive': m(
    '{component}: oxo-degradable or biodegradable additives weaken the recyclate.',
    '{component}: Oxo-abbaubare oder biologisch abbaubare Additive schwächen das Rezyklat.',
    '{component} : les additifs oxodégradables ou biodégradables fragilisent le recyclat.',
  ),
  'plastic.thin-barrier': m(
    '{component}: thin AlOx / SiOx coatings do not disturb recycling.',
    '{component}: Dünne AlOx-/SiOx-Beschichtungen stören das Recycling nicht.',
    '{component} : les fines couches AlOx / SiOx ne perturbent pas le recyclage.',
  ),
  'plastic.light-colour': m(
    '{component}: a clear, natural or light colour gives a versatile recyclate.',
    '{component}: Eine transparente, naturfarbene oder helle Farbe ergibt ein vielseitig einsetzbares Rezyklat.',
    '{component} : une couleur transparente, naturelle ou claire donne un recyclat polyvalent.',
  ),
  'plastic.dark-colour': m(
    '{component}: dark colours (without carbon black) limit the recyclate to dark applications.',
    '{component}: Dunkle Farben (ohne Ruß) beschränken das Rezyklat auf dunkle Anwendungen.',
    '{component} : les couleurs foncées (sans noir de carbone) limitent le recyclat aux usages foncés.',
  ),
  'plastic.carbon-black': m(
    '{component}: carbon black absorbs near-infrared light, so the pack cannot be sorted.',
    '{component}: Ruß absorbiert Nahinfrarotlicht, daher kann die Verpackung nicht sortiert werden.',
    '{component} : le noir de carbone absorbe le proche infrarouge, l’emballage ne peut donc pas être trié.',
  ),
  // Films (CEFLEX D4ACE)
  'film.foreign-polymer': m(
    '{component}: a {value} layer does not melt with polyolefins and is not compatible with {stream} recycling.',
    '{component}: Eine Schicht aus {value} schmilzt nicht mit Polyolefinen und ist mit dem Recycling von {stream} nicht verträglich.',
    '{component} : une couche de {value} ne fond pas avec les polyoléfines et est incompatible avec le recyclage {stream}.',
  ),
  'film.paper-layer': m(
    '{component}: a paper layer is not compatible with film recycling.',
    '{component}: Eine Papierschicht ist mit dem Folienrecycling nicht verträglich.',
    '{component} : une couche de papier est incompatible avec le recyclage des films.',
  ),
  'film.aluminium-foil': m(
    '{component}: an aluminium foil layer is not compatible with film recycling.',
    '{component}: Eine Aluminiumfolienschicht ist mit dem Folienrecycling nicht verträglich.',
    '{component} : une couche de feuille d’aluminium est incompatible avec le recyclage des films.',
  ),
  'film.metallisation': m(
    '{component}: vacuum metallisation is compatible with film recycling.',
    '{component}: Eine Vakuum-Metallisierung ist mit dem Folienrecycling verträglich.',
    '{component} : la métallisation sous vide est compatible avec le recyclage des films.',
  ),
  'film.metallisation-limited': m(
    '{component}: Plastics Recyclers Europe rates metallisation as of limited compatibility.',
    '{component}: Plastics Recyclers Europe bewertet die Metallisierung als eingeschränkt verträglich.',
    '{component} : Plastics Recyclers Europe juge la métallisation de compatibilité limitée.',
  ),
  'film.evoh': m(
    '{component}: EVOH makes up {share}% of the pack; green up to {limit}% in {stream}.',
    '{component}: EVOH macht {share} % der Verpackung aus; in {stream} grün bis {limit} %.',
    '{component} : l’EVOH représente {share} % de l’emballage ; vert jusqu’à {limit} % en {stream}.',
  ),
  'film.ink': m(
    '{component}: inks and lacquers make up {share}% of the pack; green up to {limit}% in {stream}.',
    '{component}: Druckfarben und Lacke machen {share} % der Verpackung aus; in {stream} grün bis {limit} %.',
    '{component} : les encres et vernis représentent {share} % de l’emballage ; vert jusqu’à {limit} % en {stream}.',
  ),
  'film.adhesive': m(
    '{component}: adhesives are green up to {limit}% of the pack weight in {stream}.',
    '{component}: Klebstoffe sind in {stream} bis {limit} % des Verpackungsgewichts grün.',
    '{component} : les adhésifs sont verts jusqu’à {limit} % du poids de l’emballage en {stream}.',
  ),
  'film.metallic-look': m(
    '{component}: a metallic look from metallisation is compatible; a metallic ink is rated as ink.',
    '{component}: Eine metallische Optik durch Metallisierung ist verträglich; eine Metallic-Druckfarbe wird als Druckfarbe bewertet.',
    '{component} : un aspect métallique dû à la métallisation est compatible ; une encre métallique est évaluée comme encre.',
  ),
  // Layers of multilayer components, against the D4ACE line they stand for ({line}, verbatim)
  'layer.compatible': m(
    '{component}, layer {layer} ({role}, {material}): D4ACE “{line}” is compatible in {stream}.',
    '{component}, Schicht {layer} ({role}, {material}): D4ACE „{line}“ ist in {stream} verträglich.',
    '{component}, couche {layer} ({role}, {material}) : D4ACE « {line} » est compatible en {stream}.',
  ),
  'layer.limited': m(
    '{component}, layer {layer} ({role}, {material}): D4ACE “{line}” is of limited compatibility in {stream}.',
    '{component}, Schicht {layer} ({role}, {material}): D4ACE „{line}“ ist in {stream} eingeschränkt verträglich.',
    '{component}, couche {layer} ({role}, {material}) : D4ACE « {line} » est de compatibilité limitée en {stream}.',
  ),
  'layer.incompatible': m(
    '{component}, layer {layer} ({role}, {material}): D4ACE “{line}” is not compatible with {stream} recycling at any share.',
    '{component}, Schicht {layer} ({role}, {material}): D4ACE „{line}“ ist in keinem Anteil mit dem Recycling von {stream} verträglich.',
    '{component}, couche {layer} ({role}, {material}) : D4ACE « {line} » n’est compatible avec le recyclage {stream} à aucune part.',
  ),
  'layer.within-limit': m(
    '{component}, layer {layer} ({role}, {material}): D4ACE “{line}” makes up {share}% of the pack, within the {limit}% limit in {stream}.',
    '{component}, Schicht {layer} ({role}, {material}): D4ACE „{line}“ macht {share} % der Verpackung aus, innerhalb der Grenze von {limit} % in {stream}.',
    '{component}, couche {layer} ({role}, {material}) : D4ACE « {line} » représente {share} % de l’emballage, dans la limite de {limit} % en {stream}.',
  ),
  'layer.in-yellow-band': m(
    '{component}, layer {layer} ({role}, {material}): D4ACE “{line}” makes up {share}% of the pack: above {limit}% and up to {yellowLimit}% it is of limited compatibility in {stream}.',
    '{component}, Schicht {layer} ({role}, {material}): D4ACE „{line}“ macht {share} % der Verpackung aus: über {limit} % und bis {yellowLimit} % ist das in {stream} eingeschränkt verträglich.',
    '{component}, couche {layer} ({role}, {material}) : D4ACE « {line} » représente {share} % de l’emballage : au-delà de {limit} % et jusqu’à {yellowLimit} %, la compatibilité est limitée en {stream}.',
  ),
  'layer.above-limit': m(
    '{component}, layer {layer} ({role}, {material}): D4ACE “{line}” makes up {share}% of the pack, above what D4ACE rates in {stream} ({limit}%); test it before claiming recyclability.',
    '{component}, Schicht {layer} ({role}, {material}): D4ACE „{line}“ macht {share} % der Verpackung aus, mehr als D4ACE in {stream} bewertet ({limit} %); vor einer Aussage zur Recyclingfähigkeit testen.',
    '{component}, couche {layer} ({role}, {material}) : D4ACE « {line} » représente {share} % de l’emballage, au-delà de ce que D4ACE évalue en {stream} ({limit} %) ; à tester avant d’affirmer la recyclabilité.',
  ),
  'layer.above-limit-incompatible': m(
    '{component}, layer {layer} ({role}, {material}): “{line}” makes up {share}% of the pack; above {limit}% it is not compatible in {stream}.',
    '{component}, Schicht {layer} ({role}, {material}): „{line}“ macht {share} % der Verpackung aus; über {limit} % ist das in {stream} nicht verträglich.',
    '{component}, couche {layer} ({role}, {material}) : « {line} » représente {share} % de l’emballage ; au-delà de {limit} %, ce n’est pas compatible en {stream}.',
  ),
  'layer.counted-with': m(
    '{component}, layer {layer} ({role}, {material}): counted with layer {firstLayer} under D4ACE “{line}”, which is rated once on the summed share.',
    '{component}, Schicht {layer} ({role}, {material}): mit Schicht {firstLayer} unter D4ACE „{line}“ gezählt, das einmal nach dem summierten Anteil bewertet wird.',
    '{component}, couche {layer} ({role}, {material}) : comptée avec la couche {firstLayer} sous D4ACE « {line} », évaluée une fois sur la part cumulée.',
  ),
  'layer.not-in-table': m(
    '{component}, layer {layer} ({role}, {material}): the D4ACE table for {stream} has no line for it. Test it before claiming recyclability.',
    '{component}, Schicht {layer} ({role}, {material}): Die D4ACE-Tabelle für {stream} hat dafür keine Zeile. Vor einer Aussage zur Recyclingfähigkeit testen.',
    '{component}, couche {layer} ({role}, {material}) : la table D4ACE pour {stream} n’a pas de ligne pour elle. À tester avant d’affirmer la recyclabilité.',
  ),
  'layer.share-needs-weight': m(
    '{component}, layer {layer} ({role}, {material}): D4ACE limits “{line}” to {limit}% of the pack weight in {stream}; weigh every component to check it.',
    '{component}, Schicht {layer} ({role}, {material}): D4ACE begrenzt „{line}“ in {stream} auf {limit} % des Verpackungsgewichts; alle Komponenten wiegen, um das zu prüfen.',
    '{component}, couche {layer} ({role}, {material}) : D4ACE limite « {line} » à {limit} % du poids de l’emballage en {stream} ; pesez chaque composant pour le vérifier.',
  ),
  // The outcomes a row of Plastics Recyclers Europe gives, in its RecyClass guidelines' terms ({line}: their name)
  'layer.pre.limited': m(
    '{component}, layer {layer} ({role}, {material}): the RecyClass film guidelines rate “{line}” as of limited compatibility with {stream} recycling.',
    '{component}, Schicht {layer} ({role}, {material}): Die RecyClass-Folienrichtlinien bewerten „{line}“ als eingeschränkt verträglich mit dem Recycling von {stream}.',
    '{component}, couche {layer} ({role}, {material}) : les lignes directrices RecyClass pour les films jugent « {line} » de compatibilité limitée avec le recyclage {stream}.',
  ),
  'layer.pre.within-limit': m(
    '{component}, layer {layer} ({role}, {material}): “{line}” makes up {share}% of the pack, within the {limit}% the RecyClass film guidelines allow in {stream}.',
    '{component}, Schicht {layer} ({role}, {material}): „{line}“ macht {share} % der Verpackung aus, innerhalb der {limit} %, die die RecyClass-Folienrichtlinien in {stream} zulassen.',
    '{component}, couche {layer} ({role}, {material}) : « {line} » représente {share} % de l’emballage, dans les {limit} % que les lignes directrices RecyClass pour les films admettent en {stream}.',
  ),
  'layer.pre.above-limit-incompatible': m(
    '{component}, layer {layer} ({role}, {material}): “{line}” makes up {share}% of the pack; above {limit}% the RecyClass film guidelines rate it as not compatible with {stream} recycling.',
    '{component}, Schicht {layer} ({role}, {material}): „{line}“ macht {share} % der Verpackung aus; über {limit} % bewerten die RecyClass-Folienrichtlinien das als nicht verträglich mit dem Recycling von {stream}.',
    '{component}, couche {layer} ({role}, {material}) : « {line} » représente {share} % de l’emballage ; au-delà de {limit} %, les lignes directrices RecyClass pour les films le jugent non compatible avec le recyclage {stream}.',
  ),
  'layer.pre.counted-with': m(
    '{component}, layer {layer} ({role}, {material}): counted with layer {firstLayer} as “{line}” of the RecyClass film guidelines, which is rated once on the summed share.',
    '{component}, Schicht {layer} ({role}, {material}): mit Schicht {firstLayer} als „{line}“ der RecyClass-Folienrichtlinien gezählt, das einmal nach dem summierten Anteil bewertet wird.',
    '{component}, couche {layer} ({role}, {material}) : comptée avec la couche {firstLayer} comme « {line} » des lignes directrices RecyClass pour les films, évalué une fois sur la part cumulée.',
  ),
  'layer.pre.share-needs-weight': m(
    '{component}, layer {layer} ({role}, {material}): the RecyClass film guidelines limit “{line}” to {limit}% of the pack weight in {stream}; weigh every component to check it.',
    '{component}, Schicht {layer} ({role}, {material}): Die RecyClass-Folienrichtlinien begrenzen „{line}“ in {stream} auf {limit} % des Verpackungsgewichts; alle Komponenten wiegen, um das zu prüfen.',
    '{component}, couche {layer} ({role}, {material}) : les lignes directrices RecyClass pour les films limitent « {line} » à {limit} % du poids de l’emballage en {stream} ; pesez chaque composant pour le vérifier.',
  ),
  'layer.rated-whole': m(
    '{component}: its layers are rated one by one in the film streams only; in {stream} it is rated as {material}, and its layers count toward the main-material share.',
    '{component}: Die Schichten werden nur in den Folienströmen einzeln bewertet; in {stream} wird die Komponente als {material} bewertet, und ihre Schichten zählen zum Anteil des Hauptmaterials.',
    '{component} : ses couches ne sont évaluées une à une que dans les filières films ; en {stream}, il est évalué comme {material}, et ses couches comptent dans la part du matériau principal.',
  ),
  // Rigid PE/PP
  'po-rigid.other-polyolefin': m(
    '{component}: {value} floats with the body’s polyolefin and ends up as a blend: limited compatibility.',
    '{component}: {value} schwimmt mit dem Polyolefin des Grundkörpers auf und landet als Mischung im Rezyklat: eingeschränkt verträglich.',
    '{component} : {value} flotte avec la polyoléfine du corps et finit en mélange : compatibilité limitée.',
  ),
  'po-rigid.sinks-away': m(
    '{component}: {value} is heavier than water and is separated in the float–sink step.',
    '{component}: {value} ist schwerer als Wasser und wird in der Schwimm-Sink-Trennung abgetrennt.',
    '{component} : {value} est plus dense que l’eau et est séparé lors de la flottation.',
  ),
  'po-rigid.evoh': m(
    '{component}: EVOH makes up {share}% of the pack; compatible up to {limit}%.',
    '{component}: EVOH macht {share} % der Verpackung aus; verträglich bis {limit} %.',
    '{component} : l’EVOH représente {share} % de l’emballage ; compatible jusqu’à {limit} %.',
  ),
  'po-rigid.direct-print': m(
    '{component}: direct print beyond dates and codes stays in the melt: limited compatibility.',
    '{component}: Direktdruck über Datums- und Chargenangaben hinaus bleibt in der Schmelze: eingeschränkt verträglich.',
    '{component} : l’impression directe au-delà des dates et codes reste dans la matière fondue : compatibilité limitée.',
  ),
  'po-rigid.paper-label': m(
    '{component}: paper labels pulp in the wash and load water and filters: limited compatibility.',
    '{component}: Papieretiketten zerfasern in der Wäsche und belasten Wasser und Filter: eingeschränkt verträglich.',
    '{component} : les étiquettes papier se désagrègent au lavage et chargent l’eau et les filtres : compatibilité limitée.',
  ),
  'po-rigid.metal-part': m(
    '{component}: metal parts are removed by metal separators, taking some plastic with them: limited compatibility.',
    '{component}: Metallteile werden von Metallabscheidern entfernt und nehmen etwas Kunststoff mit: eingeschränkt verträglich.',
    '{component} : les pièces métalliques sont retirées par les séparateurs, avec un peu de plastique : compatibilité limitée.',
  ),
  'po-rigid.mineral-filler': m(
    '{component}: mineral filler ({value}) is judged by the density it gives.',
    '{component}: Mineralischer Füllstoff ({value}) wird nach der resultierenden Dichte beurteilt.',
    '{component} : une charge minérale ({value}) est jugée selon la densité obtenue.',
  ),
  'po-rigid.adhesive-stays': m(
    '{component}: the adhesive ({value}) does not release in the wash and keeps the part on the flakes: limited compatibility.',
    '{component}: Der Klebstoff ({value}) löst sich in der Wäsche nicht und hält das Teil auf den Flakes: eingeschränkt verträglich.',
    '{component} : l’adhésif ({value}) ne se détache pas au lavage et garde la pièce sur les paillettes : compatibilité limitée.',
  ),
  'adhesive.releases': m(
    '{component}: the adhesive releases in the wash, so the label separates.',
    '{component}: Der Klebstoff löst sich in der Wäsche, das Etikett wird abgetrennt.',
    '{component} : l’adhésif se détache au lavage, l’étiquette est séparée.',
  ),
  // PET
  'pet.floats-off': m(
    '{component}: {value} floats off the PET in the float–sink tank and is recycled as polyolefin.',
    '{component}: {value} schwimmt im Schwimm-Sink-Becken vom PET ab und wird als Polyolefin recycelt.',
    '{component} : {value} flotte et se sépare du PET dans le bac de flottation, puis est recyclé comme polyoléfine.',
  ),
  'pet.incompatible-polymer': m(
    '{component}: {value} sinks with PET or spoils its melt: incompatible with PET recycling.',
    '{component}: {value} sinkt mit dem PET ab oder verdirbt dessen Schmelze: mit dem PET-Recycling unverträglich.',
    '{component} : {value} coule avec le PET ou altère sa fusion : incompatible avec le recyclage du PET.',
  ),
  'pet.metallised-label': m(
    '{component}: metallised labels and sleeves are incompatible with PET recycling.',
    '{component}: Metallisierte Etiketten und Sleeves sind mit dem PET-Recycling unverträglich.',
    '{component} : les étiquettes et manchons métallisés sont incompatibles avec le recyclage du PET.',
  ),
  'pet.paper-label': m(
    '{component}: paper labels pulp in the hot wash and load the water: limited compatibility.',
    '{component}: Papieretiketten zerfasern in der Heißwäsche und belasten das Wasser: eingeschränkt verträglich.',
    '{component} : les étiquettes papier se désagrègent au lavage à chaud et chargent l’eau : compatibilité limitée.',
  ),
  'pet.silicone': m(
    '{component}: silicone valves are separated when they float (see the density rule).',
    '{component}: Silikonventile werden abgetrennt, wenn sie aufschwimmen (siehe Dichteregel).',
    '{component} : les valves en silicone sont séparées si elles flottent (voir la règle de densité).',
  ),
  'pet.adhesive-releases': m(
    '{component}: the adhesive releases in water or alkali at 70–90 °C, so the label comes off.',
    '{component}: Der Klebstoff löst sich in Wasser oder Lauge bei 70–90 °C, das Etikett geht ab.',
    '{component} : l’adhésif se détache dans l’eau ou la soude à 70–90 °C, l’étiquette se décolle.',
  ),
  'pet.adhesive-permanent': m(
    '{component}: a permanent adhesive does not release at 70–90 °C; label and glue stay on the PET flakes.',
    '{component}: Ein permanenter Klebstoff löst sich bei 70–90 °C nicht; Etikett und Kleber bleiben auf den PET-Flakes.',
    '{component} : un adhésif permanent ne se détache pas à 70–90 °C ; étiquette et colle restent sur les paillettes de PET.',
  ),
  'pet.clear-or-light': m(
    '{component}: clear or light blue/green PET goes to the clear recyclate.',
    '{component}: Transparentes oder hellblaues/hellgrünes PET geht in das klare Rezyklat.',
    '{component} : le PET transparent ou bleu/vert clair rejoint le recyclat clair.',
  ),
  'pet.coloured': m(
    '{component}: coloured PET goes to a lower-value coloured recyclate: limited.',
    '{component}: Farbiges PET geht in ein geringerwertiges farbiges Rezyklat: eingeschränkt.',
    '{component} : le PET coloré rejoint un recyclat coloré de moindre valeur : limité.',
  ),
  'pet.opaque': m(
    '{component}: opaque PET disturbs both the clear and the coloured PET recyclate.',
    '{component}: Opakes PET stört sowohl das klare als auch das farbige PET-Rezyklat.',
    '{component} : le PET opaque perturbe le recyclat PET clair comme coloré.',
  ),
  // Glass
  'glass.container-glass': m(
    '{component}: soda-lime container glass is recycled in the glass stream.',
    '{component}: Kalk-Natron-Behälterglas wird im Glasstrom recycelt.',
    '{component} : le verre d’emballage sodocalcique est recyclé dans la filière verre.',
  ),
  'glass.ceramic-lead': m(
    '{component}: lead glass, ceramic and porcelain cause defects in new glass and are incompatible.',
    '{component}: Bleiglas, Keramik und Porzellan verursachen Fehler im neuen Glas und sind unverträglich.',
    '{component} : le verre au plomb, la céramique et la porcelaine créent des défauts dans le verre neuf et sont incompatibles.',
  ),
  'glass.metal-closure': m(
    '{component}: metal closures are separated by magnet or eddy current and recycled.',
    '{component}: Metallverschlüsse werden per Magnet oder Wirbelstrom abgetrennt und recycelt.',
    '{component} : les fermetures métalliques sont séparées par aimant ou courants de Foucault et recyclées.',
  ),
  'glass.plastic-part': m(
    '{component}: plastic parts are separated and discarded; metal closures are preferred.',
    '{component}: Kunststoffteile werden abgetrennt und entsorgt; Metallverschlüsse sind vorzuziehen.',
    '{component} : les pièces plastiques sont séparées et éliminées ; les fermetures métalliques sont préférables.',
  ),
  'glass.paper-label': m(
    '{component}: paper labels come off in processing or burn in the furnace.',
    '{component}: Papieretiketten lösen sich bei der Aufbereitung oder verbrennen im Schmelzofen.',
    '{component} : les étiquettes papier se détachent au traitement ou brûlent dans le four.',
  ),
  'glass.colour-stream': m(
    '{component}: {value} matches a glass colour stream (clear, green or brown).',
    '{component}: {value} passt zu einem Farbstrom für Glas (weiß, grün oder braun).',
    '{component} : {value} correspond à une filière couleur du verre (incolore, vert ou brun).',
  ),
  'glass.opaque': m(
    '{component}: opaque glass is rejected by optical sorters as ceramics.',
    '{component}: Opakes Glas wird von optischen Sortierern als Keramik ausgeschleust.',
    '{component} : le verre opaque est rejeté comme céramique par les trieurs optiques.',
  ),
  // Metals
  'metal.own-metal': m(
    '{component}: {value} is recovered and recycled in the {stream} stream.',
    '{component}: {value} wird im Strom {stream} zurückgewonnen und recycelt.',
    '{component} : {value} est récupéré et recyclé dans la filière {stream}.',
  ),
  'metal.magnetic': m(
    '{component}: steel is separated magnetically and recycled as steel.',
    '{component}: Stahl wird magnetisch abgetrennt und als Stahl recycelt.',
    '{component} : l’acier est séparé par aimant et recyclé comme acier.',
  ),
  'metal.eddy-current': m(
    '{component}: aluminium is separated by eddy current and recycled as aluminium.',
    '{component}: Aluminium wird per Wirbelstrom abgetrennt und als Aluminium recycelt.',
    '{component} : l’aluminium est séparé par courants de Foucault et recyclé comme aluminium.',
  ),
  'metal.organic-part': m(
    '{component}: small plastic or paper parts are separated or burn off; they are not recycled.',
    '{component}: Kleine Kunststoff- oder Papierteile werden abgetrennt oder verbrennen; sie werden nicht recycelt.',
    '{component} : les petites pièces en plastique ou papier sont séparées ou brûlent ; elles ne sont pas recyclées.',
  ),
  'metal.pvc': m(
    '{component}: PVC releases chlorine in thermal de-coating and is to be avoided on metal packaging.',
    '{component}: PVC setzt bei der thermischen Entlackung Chlor frei und ist bei Metallverpackungen zu vermeiden.',
    '{component} : le PVC libère du chlore lors du délaquage thermique et est à éviter sur les emballages métalliques.',
  ),
  'metal.coating': m(
    '{component}: lacquers, inks and organic coatings burn off.',
    '{component}: Lacke, Druckfarben und organische Beschichtungen verbrennen.',
    '{component} : laques, encres et revêtements organiques brûlent.',
  ),
  'metal.laminate': m(
    '{component}: a laminated metal–plastic structure does not reach quality recycling.',
    '{component}: Ein kaschierter Metall-Kunststoff-Verbund erreicht kein hochwertiges Recycling.',
    '{component} : une structure métal–plastique contrecollée n’atteint pas un recyclage de qualité.',
  ),
  'metal.label-adhesive': m(
    '{component}: label adhesives burn off with the label.',
    '{component}: Etikettenklebstoffe verbrennen mit dem Etikett.',
    '{component} : les adhésifs d’étiquette brûlent avec l’étiquette.',
  ),
  // Paper and board
  'paper.fibre': m(
    '{component}: {value} fibres are recycled in the paper stream.',
    '{component}: Fasern aus {value} werden im Papierstrom recycelt.',
    '{component} : les fibres de {value} sont recyclées dans la filière papier.',
  ),
  'paper.plastic-reject': m(
    '{component}: plastic parts are screened out of the pulp as rejects.',
    '{component}: Kunststoffteile werden als Rejekte aus dem Stoff ausgesiebt.',
    '{component} : les pièces plastiques sont éliminées de la pâte comme refus.',
  ),
  'paper.chlorinated': m(
    '{component}: PVC and PVDC give chlorine emissions when the rejects are used for energy.',
    '{component}: PVC und PVDC verursachen Chloremissionen, wenn die Rejekte energetisch verwertet werden.',
    '{component} : le PVC et le PVDC émettent du chlore lors de la valorisation énergétique des refus.',
  ),
  'paper.aluminium-layer': m(
    '{component}: aluminium foil or metallised layers lower the fibre yield.',
    '{component}: Aluminiumfolie oder metallisierte Schichten verringern die Faserausbeute.',
    '{component} : la feuille d’aluminium ou les couches métallisées réduisent le rendement en fibres.',
  ),
  'paper.staples': m(
    '{component}: staples and wire are removed by magnets and screens.',
    '{component}: Klammern und Draht werden durch Magnete und Siebe entfernt.',
    '{component} : agrafes et fils sont retirés par aimants et tamis.',
  ),
  'paper.ink': m(
    '{component}: printing inks are compatible with paper recycling.',
    '{component}: Druckfarben sind mit dem Papierrecycling verträglich.',
    '{component} : les encres d’impression sont compatibles avec le recyclage du papier.',
  ),
  'paper.mineral-filler': m(
    '{component}: mineral fillers in the mass count as paper weight.',
    '{component}: Mineralische Füllstoffe in der Masse zählen zum Papiergewicht.',
    '{component} : les charges minérales dans la masse comptent comme poids de papier.',
  ),
  'paper.wet-strength': m(
    '{component}: wet-strength agents slow defibring; if not defibred after 45 minutes the pack is not recyclable (test it).',
    '{component}: Nassfestmittel verlangsamen die Zerfaserung; ist das Material nach 45 Minuten nicht zerfasert, ist die Verpackung nicht recyclingfähig (testen).',
    '{component} : les agents de résistance à l’humidité ralentissent le défibrage ; non défibré après 45 minutes, l’emballage n’est pas recyclable (à tester).',
  ),
  'paper.adhesive-dispersible': m(
    '{component}: the adhesive dissolves or disperses in the pulper.',
    '{component}: Der Klebstoff löst sich im Pulper oder wird dispergiert.',
    '{component} : l’adhésif se dissout ou se disperse dans le pulpeur.',
  ),
  'paper.adhesive-stickies': m(
    '{component}: the adhesive ({value}) forms stickies that lower the yield.',
    '{component}: Der Klebstoff ({value}) bildet Stickies, die die Ausbeute verringern.',
    '{component} : l’adhésif ({value}) forme des collants (stickies) qui réduisent le rendement.',
  ),
  'paper.laminate': m(
    '{component}: laminated plastic or aluminium layers lower the fibre yield.',
    '{component}: Kaschierte Kunststoff- oder Aluminiumschichten verringern die Faserausbeute.',
    '{component} : les couches plastique ou aluminium contrecollées réduisent le rendement en fibres.',
  ),
  'paper.fibre-share-low': m(
    'Fibre makes up {share}% of the pack: below 60% it belongs in residual waste, not paper collection.',
    'Fasern machen {share} % der Verpackung aus: Unter 60 % gehört sie in den Restmüll, nicht in die Papiersammlung.',
    'Les fibres représentent {share} % de l’emballage : sous 60 %, il relève des ordures résiduelles, pas de la collecte papier.',
  ),
  'paper.fibre-share-composite': m(
    'Fibre makes up {share}% of the pack: from 60% to 95% it goes to paper collection as a composite.',
    'Fasern machen {share} % der Verpackung aus: Von 60 % bis 95 % geht sie als Verbund in die Papiersammlung.',
    'Les fibres représentent {share} % de l’emballage : de 60 % à 95 %, il va à la collecte papier comme composite.',
  ),
  'paper.fibre-share-mono': m(
    'Fibre makes up {share}% of the pack: a mono-material fibre pack.',
    'Fasern machen {share} % der Verpackung aus: eine Monomaterial-Faserverpackung.',
    'Les fibres représentent {share} % de l’emballage : un emballage fibreux monomatériau.',
  ),
  'paper.cerec-pulping': m(
    'Laboratory check: a pack still not defibred after {minutes} minutes of pulping, or with more than {rejects}% rejects, is not recyclable.',
    'Laborprüfung: Eine Verpackung, die nach {minutes} Minuten im Pulper nicht zerfasert ist oder mehr als {rejects} % Rejekte hat, ist nicht recyclingfähig.',
    'Contrôle en laboratoire : un emballage non défibré après {minutes} minutes de pulpage, ou avec plus de {rejects} % de refus, n’est pas recyclable.',
  ),
  // Wood
  'wood.particle-board': m(
    '{component}: untreated wood is recycled as particle board.',
    '{component}: Unbehandeltes Holz wird zu Spanplatten recycelt.',
    '{component} : le bois non traité est recyclé en panneaux de particules.',
  ),
  'wood.treated': m(
    '{component}: treated or painted wood is limited: preservatives and paint may keep it out of recycling.',
    '{component}: Behandeltes oder lackiertes Holz ist eingeschränkt: Schutzmittel und Lacke können ein Recycling verhindern.',
    '{component} : le bois traité ou peint est limité : produits de préservation et peintures peuvent l’exclure du recyclage.',
  ),
  'wood.metal-removed': m(
    '{component}: nails and staples are removed before chipping and recycled as metal.',
    '{component}: Nägel und Klammern werden vor dem Zerspanen entfernt und als Metall recycelt.',
    '{component} : clous et agrafes sont retirés avant broyage et recyclés comme métal.',
  ),
  'wood.paper-label': m(
    '{component}: paper labels are screened out with the fines.',
    '{component}: Papieretiketten werden mit dem Feingut ausgesiebt.',
    '{component} : les étiquettes papier sont éliminées avec les fines.',
  ),
  // Density (float–sink)
  'density.po-floats': m(
    '{component}: density {densityFrom}–{densityTo} g/cm³ stays at or below {floatMax}, so it floats and is recovered.',
    '{component}: Die Dichte {densityFrom}–{densityTo} g/cm³ bleibt bei höchstens {floatMax}, es schwimmt auf und wird zurückgewonnen.',
    '{component} : la densité {densityFrom}–{densityTo} g/cm³ reste au plus à {floatMax}, il flotte et est récupéré.',
  ),
  'density.po-sinks': m(
    '{component}: density up to {densityTo} g/cm³ exceeds {floatMax}; the part sinks in the float–sink step and is lost.',
    '{component}: Eine Dichte bis {densityTo} g/cm³ liegt über {floatMax}; das Teil sinkt in der Schwimm-Sink-Trennung ab und geht verloren.',
    '{component} : une densité jusqu’à {densityTo} g/cm³ dépasse {floatMax} ; la pièce coule lors de la flottation et est perdue.',
  ),
  'density.attachment-floats': m(
    '{component}: density {densityFrom}–{densityTo} g/cm³: it floats with the body, so its material decides.',
    '{component}: Dichte {densityFrom}–{densityTo} g/cm³: Es schwimmt mit dem Grundkörper auf, daher entscheidet sein Material.',
    '{component} : densité {densityFrom}–{densityTo} g/cm³ : il flotte avec le corps, son matériau décide donc.',
  ),
  'density.attachment-separates': m(
    '{component}: density {densityFrom}–{densityTo} g/cm³ is above {sinkMin}: it sinks and separates cleanly.',
    '{component}: Die Dichte {densityFrom}–{densityTo} g/cm³ liegt über {sinkMin}: Es sinkt ab und wird sauber abgetrennt.',
    '{component} : la densité {densityFrom}–{densityTo} g/cm³ dépasse {sinkMin} : il coule et se sépare proprement.',
  ),
  'density.uncertain': m(
    '{component}: density {densityFrom}–{densityTo} g/cm³ lies between {floatMax} and {sinkMin}: it may float or sink; test it.',
    '{component}: Die Dichte {densityFrom}–{densityTo} g/cm³ liegt zwischen {floatMax} und {sinkMin}: Es kann aufschwimmen oder absinken; testen.',
    '{component} : la densité {densityFrom}–{densityTo} g/cm³ se situe entre {floatMax} et {sinkMin} : il peut flotter ou couler ; à tester.',
  ),
  'density.pet-sinks': m(
    '{component}: density {densityFrom}–{densityTo} g/cm³: PET sinks and is recovered from the sink fraction.',
    '{component}: Dichte {densityFrom}–{densityTo} g/cm³: PET sinkt ab und wird aus der Sinkfraktion gewonnen.',
    '{component} : densité {densityFrom}–{densityTo} g/cm³ : le PET coule et est récupéré dans la fraction lourde.',
  ),
  'density.pet-floats': m(
    '{component}: density {densityFrom}–{densityTo} g/cm³: this PET floats and is lost with the light fraction.',
    '{component}: Dichte {densityFrom}–{densityTo} g/cm³: Dieses PET schwimmt auf und geht mit der Leichtfraktion verloren.',
    '{component} : densité {densityFrom}–{densityTo} g/cm³ : ce PET flotte et se perd avec la fraction légère.',
  ),
  'density.attachment-floats-off': m(
    '{component}: density {densityFrom}–{densityTo} g/cm³ is below 1: it floats off the PET.',
    '{component}: Die Dichte {densityFrom}–{densityTo} g/cm³ liegt unter 1: Es schwimmt vom PET ab.',
    '{component} : la densité {densityFrom}–{densityTo} g/cm³ est inférieure à 1 : il se sépare du PET par flottation.',
  ),
  'density.attachment-sinks-with-pet': m(
    '{component}: density {densityFrom}–{densityTo} g/cm³ is above {sinkMin}: it sinks with the PET flakes and contaminates them.',
    '{component}: Die Dichte {densityFrom}–{densityTo} g/cm³ liegt über {sinkMin}: Es sinkt mit den PET-Flakes ab und verunreinigt sie.',
    '{component} : la densité {densityFrom}–{densityTo} g/cm³ dépasse {sinkMin} : il coule avec les paillettes de PET et les contamine.',
  ),
  'density.unknown': m(
    '{component}: the density range is missing or invalid; it is needed for the float–sink rule.',
    '{component}: Der Dichtebereich fehlt oder ist ungültig; er wird für die Schwimm-Sink-Regel benötigt.',
    '{component} : la plage de densité manque ou est invalide ; elle est nécessaire pour la règle de flottation.',
  ),
  // Pack level and score
  'pack.no-weights': m(
    'No weights given: the pack is graded by its design features only; share rules are not checked.',
    'Keine Gewichte angegeben: Die Verpackung wird nur nach Designmerkmalen bewertet; Anteilsregeln werden nicht geprüft.',
    'Aucun poids saisi : l’emballage est noté sur sa conception seulement ; les règles de part ne sont pas vérifiées.',
  ),
  'pack.main-share-ok': m(
    'The main material makes up {share}% of the pack (90% or more).',
    'Das Hauptmaterial macht {share} % der Verpackung aus (90 % oder mehr).',
    'Le matériau principal représente {share} % de l’emballage (90 % ou plus).',
  ),
  'pack.main-share-limited': m(
    'The main material makes up only {share}% of the pack: this counts as a yellow.',
    'Das Hauptmaterial macht nur {share} % der Verpackung aus: Das zählt als Gelb.',
    'Le matériau principal ne représente que {share} % de l’emballage : cela compte comme un jaune.',
  ),
  'pack.main-share-low': m(
    'The main material makes up only {share}% of the pack, below 80%: this counts as a red.',
    'Das Hauptmaterial macht nur {share} % der Verpackung aus, unter 80 %: Das zählt als Rot.',
    'Le matériau principal ne représente que {share} % de l’emballage, moins de 80 % : cela compte comme un rouge.',
  ),
  'score.separated-loss': m(
    '{component} is separated and not recycled: its {share}% of the pack weight is subtracted from the score.',
    '{component} wird abgetrennt und nicht recycelt: Sein Anteil von {share} % am Verpackungsgewicht wird von der Punktzahl abgezogen.',
    '{component} est séparé et non recyclé : sa part de {share} % du poids de l’emballage est déduite du score.',
  ),
  'score.yellow-cap': m(
    '{yellows} yellow finding(s) cap the score at {cap}; the score is {score}.',
    '{yellows} gelbe(r) Befund(e) begrenzen die Punktzahl auf {cap}; die Punktzahl ist {score}.',
    '{yellows} constat(s) jaune(s) plafonnent le score à {cap} ; le score est de {score}.',
  ),
  'score.metal-floor': m(
    'Score {score} is below 70, but metal packaging is graded A–C only (RecyClass): grade C.',
    'Die Punktzahl {score} liegt unter 70, Metallverpackungen werden aber nur mit A–C bewertet (RecyClass): Klasse C.',
    'Le score {score} est inférieur à 70, mais les emballages métalliques ne sont notés que de A à C (RecyClass) : classe C.',
  ),
};

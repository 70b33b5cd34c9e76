import { changeId, type ChangeGenerator } from '../change';
import { typicalDensity } from '../typical-density';
import { isPlastic } from './plastics';

/**
 * A filled plastic part without its filler. Fillers make a polyolefin sink, so the part takes its
 * material's unfilled density along.
 */
export const filler: ChangeGenerator = (components) =>
  components.flatMap((component, index) => {
    if (!isPlastic(component) || component.fillerId === 'none') return [];
    const [densityFrom, densityTo] = typicalDensity[component.materialId] ?? [
      component.densityFrom,
      component.densityTo,
    ];
    return [
      {
        id: changeId('filler', index, 'none'),
        kind: 'filler' as const,
        componentIndex: index,
        from: component.fillerId,
        to: 'none',
        set: { fillerId: 'none', densityFrom, densityTo },
      },
    ];
  });

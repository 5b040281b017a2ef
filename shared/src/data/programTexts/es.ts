// The sample programs' texts in Spanish, by program id (data/programs.ts).
import type { ProgramTexts } from '../../domain/translations';

export const programTextsEs: Record<string /* program id */, ProgramTexts> = {
  'prg-001': {
    name: 'Inmersión en longevidad entre las rocas rojas de Sedona',
    description: 'Una puesta a punto guiada por médicos entre las rocas rojas, diseñada a partir de tus propios biomarcadores.',
    details: 'Diagnóstico completo, coaching personalizado de longevidad y rituales del desierto en un resort apartado en un cañón. 525 Boynton Canyon Road, Sedona, Arizona.',
    about: 'Sedona atrae a buscadores desde hace generaciones; este programa suma ciencia a su magia. La semana empieza con análisis de sangre avanzados, una densitometría DEXA y un estudio del sueño, y termina con un plan de doce meses redactado por tu médico. Entre medias: caminatas por el cañón al amanecer, tratamientos con plantas del desierto y noches bajo algunos de los cielos más oscuros de Estados Unidos.',
    highlights: ['Análisis avanzado de biomarcadores y DEXA', 'Caminatas privadas por el cañón con un naturalista', 'Plan de longevidad de doce meses', 'Meditación en el vórtice al amanecer'],
  },
  'prg-005': {
    name: 'Renovación en las termas de la Toscana',
    description: 'Antiguos manantiales sulfurosos, el silencio de los viñedos y una desintoxicación suave que los romanos reconocerían.',
    details: 'Terapias con agua termal, hidrodesintoxicación y cocina toscana sin prisas en un borgo en lo alto de una colina. Località Follonata, Saturnia, Grosseto.',
    about: 'Las aguas minerales templadas brotan de estas colinas desde hace tres mil años. Tu semana las combina con la medicina moderna de desintoxicación: hidroterapia de colon cuando está indicada, una alimentación que cuida el hígado y tratamientos con el barro de los propios manantiales. Entre sesión y sesión, pedalea por caminos de cipreses y prueba el aceite de oliva prensado esa misma mañana.',
    highlights: ['Piscinas termales naturales a 37 °C', 'Rituales de desintoxicación con barro y algas', 'Cata de aceite de oliva en un frantoio familiar', 'Paseos en bicicleta entre viñedos'],
  },
};

// The sample programs' texts in French, by program id (data/programs.ts).
import type { ProgramTexts } from '../../domain/translations';

export const programTextsFr: Record<string /* program id */, ProgramTexts> = {
  'prg-001': {
    name: 'Immersion longévité parmi les roches rouges de Sedona',
    description: 'Une remise à niveau encadrée par des médecins, au milieu des roches rouges, construite autour de vos propres biomarqueurs.',
    details: 'Bilan complet, accompagnement personnalisé en longévité et rituels du désert dans un resort isolé au creux d’un canyon. 525 Boynton Canyon Road, Sedona, Arizona.',
    about: 'Sedona attire les chercheurs de sens depuis des générations ; ce programme ajoute la science à la magie. Votre semaine s’ouvre sur des analyses sanguines approfondies, une absorptiométrie DEXA et une étude du sommeil, et se termine par un plan sur douze mois rédigé par votre médecin. Entre les deux : randonnées dans le canyon aux premières lueurs, soins aux plantes du désert et soirées sous l’un des ciels les plus noirs d’Amérique.',
    highlights: ['Analyse approfondie des biomarqueurs et DEXA', 'Randonnées privées dans le canyon avec un naturaliste', 'Plan de longévité sur douze mois', 'Méditation au vortex au lever du soleil'],
  },
  'prg-005': {
    name: 'Renouveau aux sources thermales de Toscane',
    description: 'Des sources sulfureuses antiques, le silence des vignes et une détox en douceur que les Romains reconnaîtraient.',
    details: 'Soins à l’eau thermale, hydro-détox et cuisine toscane sans hâte dans un borgo perché sur une colline. Località Follonata, Saturnia, Grosseto.',
    about: 'Des eaux minérales chaudes jaillissent de ces collines depuis trois mille ans. Votre semaine les associe à la médecine détox moderne : hydrothérapie du côlon lorsqu’elle est indiquée, alimentation qui soutient le foie et soins à la boue des sources elles-mêmes. Entre deux séances, pédalez le long des allées de cyprès et goûtez l’huile d’olive pressée le matin même.',
    highlights: ['Bassins thermaux naturels à 37 °C', 'Rituels détox à la boue et aux algues', 'Dégustation d’huile d’olive dans un frantoio familial', 'Balades à vélo dans les vignes'],
  },
};

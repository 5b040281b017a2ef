// The host's daily summary in the host's language, with the plural forms of each language.
import { composeSummary, type SummaryContent } from './summary';

const content: SummaryContent = {
  requests: [{ program: 'Alpine Reset', guest: 'Lena', guests: 2, startDate: '2027-03-03', endDate: '2027-03-09', respondBy: '2027-02-20T13:00:00.000Z' }],
  questions: [{ program: 'Alpine Reset', guest: '' }, { program: 'Desert Detox', guest: 'Omar' }],
  arrivals: [{ program: 'Desert Detox', guest: '', guests: 1 }],
};
const NBSP = '\u00a0';

describe('the host summary’s languages', () => {
  it('English stays as it was', () => {
    const summary = composeSummary('Ana', content, 'Europe/Zurich')!;
    expect(summary.subject).toBe('Your day: 1 request waiting, 2 questions waiting, 1 arrival tomorrow');
    expect(summary.paragraphs[0]).toBe('Good morning Ana, here is your day on Wellness Travel: 1 request waiting, 2 questions waiting, 1 arrival tomorrow.');
    expect(summary.paragraphs[2]).toBe('Questions waiting for your reply (2):\n• Alpine Reset: A guest\n• Desert Detox: Omar');
    expect(summary.paragraphs[3]).toBe('Arriving tomorrow (1):\n• Desert Detox: Guest, 1 guest');
  });

  it('Spanish and French, each with its plural forms and its dates', () => {
    const es = composeSummary('Ana', content, 'Europe/Zurich', 'es')!;
    expect(es.subject).toBe('Su día: 1 solicitud pendiente, 2 preguntas pendientes, 1 llegada mañana');
    expect(es.paragraphs[1]).toMatch(/^Solicitudes pendientes de su respuesta \(1\):\n• Alpine Reset: Lena, 2 huéspedes, .+\. Responder antes del .+ \(Europe\/Zurich\)\.$/);
    expect(es.paragraphs[1]).toContain('mar');
    expect(es.paragraphs[2]).toBe('Preguntas pendientes de su respuesta (2):\n• Alpine Reset: Un huésped\n• Desert Detox: Omar');
    expect(es.paragraphs.at(-1)).toBe('Recibe este resumen cada mañana en que hay algo pendiente. Puede desactivarlo en Preferencias.');

    const fr = composeSummary('Ana', content, 'Europe/Zurich', 'fr')!;
    expect(fr.subject).toBe(`Votre journée${NBSP}: 1 demande en attente, 2 questions en attente, 1 arrivée demain`);
    expect(fr.paragraphs[3]).toBe(`Arrivées de demain (1)${NBSP}:\n• Desert Detox${NBSP}: Voyageur, 1 voyageur`);
  });
});

import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { REPORT_NOTE_MAX, REPORT_REASON_LABEL, REVIEW_ASPECT_LABEL, REVIEW_MESSAGES } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import { REPORT_MESSAGES } from './ReportReviewDialog';

describeCatalogue('the reviews’ catalogue', en, { es, fr }, __dirname, () => {
  // The shared domain says these in English (the dashboards and the API use them): the catalogue's English is the same.
  it('says in English what the shared domain says', () => {
    expect(en.verifiedStay).toBe(REVIEW_MESSAGES.verifiedStay);
    expect(en.report.done).toBe(REVIEW_MESSAGES.reported);
    expect(en.aspect).toEqual(REVIEW_ASPECT_LABEL);
    expect(Object.values(en.report.reason)).toEqual(Object.values(REPORT_REASON_LABEL));
    expect(REPORT_MESSAGES.noteTooLong).toBe(`Write at most ${REPORT_NOTE_MAX} characters.`);
  });
});

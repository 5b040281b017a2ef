import { ld, type JsonLd } from './clean';

export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** The questions a page answers (Google's FAQPage: each Question with its name and acceptedAnswer's text). */
export function faqLd(faqs: QuestionAnswer[]): JsonLd {
  return ld('FAQPage', {
    mainEntity: faqs
      .filter((faq) => faq.question.trim() !== '' && faq.answer.trim() !== '')
      .map((faq) => ({ '@type': 'Question', name: faq.question.trim(), acceptedAnswer: { '@type': 'Answer', text: faq.answer.trim() } })),
  });
}

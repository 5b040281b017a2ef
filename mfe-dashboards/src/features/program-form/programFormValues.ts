import { DEFAULT_PRICE_TEXT, DEFAULT_RESPONSE_HOURS, type BookingMode, type CancellationPolicy, type ProgramPaymentMethod } from '@wellness/shared/domain';
import type { ProgramFormValues } from '@wellness/shared/schemas';
import type { OwnerProgram } from '../../lib/api/myProgram';
import { EMPTY_TRANSLATIONS, translationsInput, translationValuesOf, type TranslationValues } from './sections/TranslationsSection';

export type ProgramFormStatus = 'draft' | 'pending' | 'active' | 'inactive';

/** What the program form holds: the API's form fields, the price as typed. */
export type FormValues = {
  name: string;
  location: string;
  category: ProgramFormValues['category'];
  description: string;
  detailedDescription: string;
  duration: string;
  price: string;
  status: ProgramFormStatus;
  images: string[];
  includes: { title: string; description: string }[];
  highlights: string[];
  bookingOptions: { pricePerPerson: string; availableDates: string[] };
  bookingMode: BookingMode;
  /** The owner's time to answer a request, as typed. */
  responseHours: string;
  cancellationPolicy: CancellationPolicy;
  /** As typed; empty for no deposit. */
  depositPercent: string;
  /** How guests pay: by card at checkout, or by bank transfer or on arrival (recorded by the host). */
  paymentMethod: ProgramPaymentMethod;
  sessions: SessionRow[];
  /** As typed; both empty for the city's coordinates. */
  latitude: string;
  longitude: string;
  /** The texts in Spanish and French, each optional. */
  translations: TranslationValues;
};

/** A session of the form: numbers as typed, and the places its live bookings already take (0 for a new one). */
export interface SessionRow {
  /** React's key: the session's id, or a made-up one for a new row. */
  key: string;
  /** Absent for a session not saved yet. */
  id?: string;
  startDate: string;
  nights: string;
  places: string;
  taken: number;
}

export const EMPTY_FORM: FormValues = {
  name: '', location: '', category: '', description: '', detailedDescription: '', duration: '', price: '', status: 'draft',
  images: [], includes: [], highlights: [], bookingOptions: { pricePerPerson: '', availableDates: [] },
  bookingMode: 'request', responseHours: String(DEFAULT_RESPONSE_HOURS), cancellationPolicy: 'moderate', depositPercent: '', paymentMethod: 'card', sessions: [],
  latitude: '', longitude: '', translations: EMPTY_TRANSLATIONS,
};

/** A stored program as the form shows it for editing (a rejected one comes back as a draft). */
export function valuesOf(program: OwnerProgram): FormValues {
  const status: ProgramFormStatus = program.status === 'rejected' ? 'draft' : program.status;
  return {
    name: program.name,
    location: program.location,
    category: program.category,
    description: program.description,
    detailedDescription: program.about || program.details,
    duration: program.duration,
    price: program.price !== null ? String(program.price) : program.priceText === DEFAULT_PRICE_TEXT ? '' : program.priceText,
    status,
    images: program.imageGallery,
    includes: program.includes.map((i) => ({ title: i.title, description: i.description })),
    highlights: program.highlights,
    bookingOptions: { pricePerPerson: program.bookingOptions.pricePerPerson, availableDates: program.bookingOptions.availableDates },
    bookingMode: program.bookingMode,
    responseHours: String(program.responseHours ?? DEFAULT_RESPONSE_HOURS),
    cancellationPolicy: program.cancellationPolicy,
    depositPercent: program.depositPercent === null || program.depositPercent === undefined ? '' : String(program.depositPercent),
    paymentMethod: program.paymentMethod ?? 'card',
    sessions: (program.sessions ?? []).map((s) => ({ key: s.id, id: s.id, startDate: s.startDate, nights: String(s.nights), places: String(s.capacity), taken: s.taken ?? 0 })),
    latitude: program.latitude == null ? '' : String(program.latitude),
    longitude: program.longitude == null ? '' : String(program.longitude),
    translations: translationValuesOf(program.translations),
  };
}

/** A plain amount (3450 or 3,450.50) is stored as a number, so the catalogue formats and filters it; anything else as text. */
export function priceOf(text: string): string | number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const plain = trimmed.replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : trimmed;
}

/** A number as typed: empty or not a number gives NaN, which the schema refuses with its own message. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** What the API's schema checks: the form's values with the price as it is stored and the booking terms as numbers. */
export const toInput = (values: FormValues) => {
  const hours = numberOf(values.responseHours);
  return {
    ...values,
    price: priceOf(values.price),
    // Only a program booked on request uses the time to answer; an instant one keeps a valid value without showing it.
    responseHours: values.bookingMode === 'request' || (Number.isInteger(hours) && hours >= 1 && hours <= 168) ? hours : DEFAULT_RESPONSE_HOURS,
    depositPercent: values.depositPercent.trim() === '' ? null : numberOf(values.depositPercent),
    sessions: values.sessions.map((s) => ({ ...(s.id ? { id: s.id } : {}), startDate: s.startDate, nights: numberOf(s.nights), places: numberOf(s.places) })),
    // Both empty: null, the city's coordinates (the API's default).
    ...(values.latitude.trim() === '' && values.longitude.trim() === '' ? { latitude: null, longitude: null } : { latitude: numberOf(values.latitude), longitude: numberOf(values.longitude) }),
    translations: translationsInput(values.translations),
  };
};

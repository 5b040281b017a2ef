import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { hasOnlySupportedCharacters } from '../domain/text';
import { contactSchema, loginSchema, personalInfoSchema, registerPayloadSchema } from './accounts';
import { bookingRequestSchema } from './booking';
import { programFormSchema, programsQuerySchema, rejectProgramSchema } from './programs';
import { searchQuerySchema } from './search';

const register = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.test', phone: '5551234567', password: 'secret123' };
const fieldError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('unsupported characters (one rule for forms and API)', () => {
  it.each([
    ['NUL', 'a\u0000b'], ['bell', 'a\u0007'], ['carriage return', 'a\rb'], ['escape', '\u001b[31m'], ['DEL', 'a\u007f'], ['C1 control', 'a\u0085'],
    ['lone high surrogate', 'a\ud800b'], ['lone low surrogate', '\udc00'], ['reversed pair', '\udc00\ud800'],
  ])('refuses %s', (_what, text) => {
    expect(hasOnlySupportedCharacters(text)).toBe(false);
    expect(fieldError(contactSchema.safeParse({ name: text, email: 'a@b.co', message: 'hi' }), 'name')).toBe(M.unsupportedCharacters);
  });

  it.each([
    ['tab and newline', 'line one\n\tline two'], ['right-to-left text and marks', 'שלום \u200f(עולם)\u200e'], ['emoji (surrogate pairs)', 'spa 🧘‍♀️🌿'],
    ['accents and CJK', 'Zürich · 京都 · Ñandú'], ['zero-width joiner', 'a\u200db'],
  ])('accepts %s', (_what, text) => {
    expect(hasOnlySupportedCharacters(text)).toBe(true);
    expect(contactSchema.safeParse({ name: text, email: 'a@b.co', message: text }).success).toBe(true);
  });

  it('applies to every text field, password, query and search term', () => {
    const bad = 'x\u0000y';
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'password']) {
      expect(fieldError(registerPayloadSchema.safeParse({ ...register, [field]: bad }), field)).toBe(M.unsupportedCharacters);
    }
    expect(fieldError(loginSchema.safeParse({ email: bad, password: 'secret123' }), 'email')).toBe(M.unsupportedCharacters);
    expect(fieldError(loginSchema.safeParse({ email: 'a@b.co', password: bad }), 'password')).toBe(M.unsupportedCharacters);
    expect(fieldError(personalInfoSchema.safeParse({ firstName: bad }), 'firstName')).toBe(M.unsupportedCharacters);
    expect(fieldError(bookingRequestSchema.safeParse({ name: bad, email: 'a@b.co', phone: '5551234567', preferredDate: '2030-01-01', programId: 'prg-001' }), 'name')).toBe(M.unsupportedCharacters);
    expect(bookingRequestSchema.safeParse({ name: 'A', email: 'a@b.co', phone: '5551234567', preferredDate: '2030-01-01', programId: 'p\u0000' }).success).toBe(false);
    expect(fieldError(rejectProgramSchema.safeParse({ remark: bad, version: 1 }), 'remark')).toBe(M.unsupportedCharacters);
    for (const key of ['name', 'location', 'description', 'detailedDescription', 'duration', 'price']) {
      expect(fieldError(programFormSchema.safeParse({ [key]: bad }), key)).toBe(M.unsupportedCharacters);
    }
    expect(fieldError(programFormSchema.safeParse({ includes: [{ title: bad }] }), 'includes.0.title')).toBe(M.unsupportedCharacters);
    expect(fieldError(programFormSchema.safeParse({ highlights: [bad] }), 'highlights.0')).toBe(M.unsupportedCharacters);
    expect(fieldError(programFormSchema.safeParse({ bookingOptions: { pricePerPerson: bad } }), 'bookingOptions.pricePerPerson')).toBe(M.unsupportedCharacters);
    expect(fieldError(searchQuerySchema.safeParse({ q: '\u0000' }), 'q')).toBe(M.unsupportedCharacters);
    for (const key of ['category', 'country', 'city']) expect(fieldError(programsQuerySchema.safeParse({ [key]: bad }), key)).toBe(M.unsupportedCharacters);
  });
});

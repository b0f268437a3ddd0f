// How a written phone number is dialled (zod-free: the staff shell and the student's page use it).

/**
 * A number as dialled: digits and a leading +. Written with its country code (+44, 0044,
 * (+977)), the trunk zero some print in brackets ("+44 (0)20 7946 0958") is left out: dialled
 * from abroad or in a link it would reach another number. Without a country code it is dialled
 * at home, where that zero belongs.
 */
export function dialable(phone: string): string {
  const digits = (s: string) => s.replace(/[^\d+]/g, '');
  const written = digits(phone);
  const international = written.startsWith('+') || written.startsWith('00');
  return international ? digits(phone.replace(/\(\s*0\s*\)/g, '')) : written;
}

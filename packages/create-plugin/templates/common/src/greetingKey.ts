/** The translation key and values that greet the signed-in operator, or anyone when no name is known. */
export function greetingKey(firstName: string | null | undefined): { key: 'greeting' | 'greetingAnonymous'; values: { name?: string } } {
  const name = firstName?.trim();
  return name ? { key: 'greeting', values: { name } } : { key: 'greetingAnonymous', values: {} };
}

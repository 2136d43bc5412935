/**
 * A buyer's address as a download link's page shows it: its first character and its domain
 * ("m•••@example.com"), enough for the buyer to recognise, too little for whoever else holds the link.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${Array.from(email)[0]}•••${email.slice(at)}`;
}

/** Tests only: hunt requests the handler, Deno and stack tests share. */

/** Five hiding places as a parent types them, all known to the built-in engine. */
export const fiveHuntPlaces = [
  'under the kitchen table',
  'behind the bathroom door',
  'inside the piano bench',
  'under my pillow',
  'in the mailbox',
];

/** A hunt whose child is Maya, named in the request and in `places` and the treasure too. */
export const huntNamingMaya = (places: string[]) => ({
  theme: 'nature',
  difficulty: 'easy',
  ageBand: '6-8',
  places,
  childName: 'Maya',
  treasure: "Maya's new kite",
});

/** What a picture may show (Rule 6.3): by province id, and by unit text (`F STP/SC`). */
export interface Sight {
  province(id: string): boolean;
  unit(text: string): boolean;
}

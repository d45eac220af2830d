/**
 * "On your wall" (docs/product/catalogue.md#on-your-wall): the room preview of a poster in its size and frame, its
 * room switcher, and the refusal of an unknown room.
 */
export default {
  roomInvalid: 'Choose a room: living room, hallway or café.',
  heading: 'On your wall',
  roomLabel: 'Room',
  rooms: {
    'living-room': 'Living room',
    hallway: 'Hallway',
    cafe: 'Café',
  },
  /** The picture's text alternative: the poster ("“Jungfrau”" or yourPoster), its format (prints.formatUnframed …). */
  alts: {
    'living-room': '{poster}, {format}, above a sofa in a living room, at true scale',
    hallway: '{poster}, {format}, above a console table in a hallway, at true scale',
    cafe: '{poster}, {format}, above a bench on a café wall, at true scale',
  },
  namedPoster: '“{name}”',
  thisPoster: 'This poster',
  yourPoster: 'Your poster',
  /** What gives the scale, under the picture. */
  scales: {
    'living-room': 'True scale: the sofa is 2.2 m wide.',
    hallway: 'True scale: the console table is 1 m wide.',
    cafe: 'True scale: each table is 60 cm across.',
  },
  busy: 'Many room views are being drawn right now. Please try again in a moment.',
  failed: 'This view could not be drawn just now. Try another room or again in a moment.',
} as const;

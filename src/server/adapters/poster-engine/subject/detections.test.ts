import { describe, expect, it } from 'vitest';
import { chooseSubject } from './detections.ts';
import type { Detection } from './detections.ts';
import type { Box } from '../local/boxes.ts';

const person = (left: number, top: number, width: number, height: number, score = 0.6): Detection => ({
  label: 'person',
  score,
  box: { left, top, width, height },
});
const face = (left: number, top: number, size: number, score = 0.85): Detection => ({
  label: 'face',
  score,
  box: { left, top, width: size, height: size },
});

function expectBox(actual: Box, expected: Box) {
  for (const side of ['left', 'top', 'width', 'height'] as const)
    expect(actual[side], side).toBeCloseTo(expected[side], 6);
}

describe('choosing the subject among the detections', () => {
  it('is null when nothing is trusted, so the caller falls back', () => {
    expect(chooseSubject([], [])).toBeNull();
    expect(chooseSubject([person(0.4, 0.4, 0.2, 0.4, 0.2)], [face(0.45, 0.42, 0.05, 0.5)])).toBeNull();
  });

  it('asks more of a small object than of a large one', () => {
    const umbrella = { label: 'umbrella', score: 0.33, box: { left: 0.64, top: 0.71, width: 0.06, height: 0.17 } };
    expect(chooseSubject([umbrella], [])).toBeNull();
    expect(chooseSubject([{ ...umbrella, score: 0.5 }], [])).not.toBeNull();
    expect(chooseSubject([{ ...umbrella, box: { left: 0.3, top: 0.2, width: 0.4, height: 0.5 } }], [])).not.toBeNull();
  });

  it("passes over what the picture's edge cuts to a sliver: the audience's heads at the foot of a stage photo", () => {
    // measured on a night festival photo: two heads along the bottom edge outscored everything else
    const heads = [person(0.35, 0.88, 0.12, 0.11, 0.55), person(0.25, 0.9, 0.11, 0.1, 0.49)];
    expect(chooseSubject(heads, [])).toBeNull();
    const drummer = person(0.45, 0.35, 0.12, 0.4, 0.5);
    expectBox(chooseSubject([...heads, drummer], [])!.box, drummer.box);
    // a subject that fills the frame touches its edges too, and stays the subject
    const close = person(0, 0.1, 0.6, 0.9);
    expectBox(chooseSubject([close], [])!.box, close.box);
  });

  it('takes the largest, most central, most certain object', () => {
    const main = person(0.35, 0.2, 0.3, 0.7);
    const bystander = person(0.02, 0.5, 0.06, 0.2, 0.4);
    const subject = chooseSubject(
      [bystander, main, { label: 'dog', score: 0.4, box: { left: 0.8, top: 0.8, width: 0.1, height: 0.1 } }],
      [],
    )!;
    expectBox(subject.box, main.box);
    expect(subject.found).toBe('detector');
    // the shape a field style cuts out may depend on what the subject is (a cup keeps its box's oval)
    expect(subject.label).toBe('person');
    const cup = { label: 'cup', score: 0.45, box: { left: 0.28, top: 0.05, width: 0.41, height: 0.61 } };
    expect(chooseSubject([cup, { ...bystander, score: 0.35 }], [])!.label).toBe('cup');
  });

  it('joins a group of similar size into one subject with all its faces', () => {
    const people = [person(0.1, 0.3, 0.2, 0.6), person(0.4, 0.28, 0.2, 0.62), person(0.7, 0.3, 0.2, 0.6)];
    const faces = [face(0.15, 0.32, 0.08), face(0.46, 0.3, 0.08), face(0.76, 0.32, 0.08)];
    const subject = chooseSubject(people, faces)!;
    expect(subject.box.left).toBeCloseTo(0.1);
    expect(subject.box.left + subject.box.width).toBeCloseTo(0.9);
    expect(subject.faces).toHaveLength(3);
  });

  it('prefers what stands on the table to the table', () => {
    const table = { label: 'dining table', score: 0.7, box: { left: 0, top: 0.3, width: 1, height: 0.7 } };
    const cake = { label: 'cake', score: 0.5, box: { left: 0.35, top: 0.4, width: 0.3, height: 0.25 } };
    expectBox(chooseSubject([table, cake], [])!.box, cake.box);
  });

  it('ignores faces it does not trust and faces far from the subject', () => {
    const subject = chooseSubject(
      [person(0.1, 0.1, 0.3, 0.8)],
      [face(0.15, 0.12, 0.08), face(0.8, 0.5, 0.08), face(0.2, 0.5, 0.06, 0.55)],
    )!;
    expect(subject.faces).toHaveLength(1);
    expectBox(subject.faces[0]!, face(0.15, 0.12, 0.08).box);
  });

  it('keeps boxes inside the picture where a body or face is cut by its edge', () => {
    const subject = chooseSubject([person(-0.1, 0.2, 0.5, 0.9)], [face(-0.02, 0.25, 0.1)])!;
    expectBox(subject.box, { left: 0, top: 0.2, width: 0.4, height: 0.8 });
    expectBox(subject.faces[0]!, { left: 0, top: 0.25, width: 0.08, height: 0.1 });
  });

  it('asks more of a face with nothing else trusted around it', () => {
    // measured on a rocket on its pad at night, cut to the sheet's shape: a "face" on the rocket and nothing else
    expect(chooseSubject([], [face(0.42, 0.32, 0.2, 0.78)])).toBeNull();
    // the same face beside a trusted person is one of that person's faces
    const beside = chooseSubject([person(0.35, 0.25, 0.35, 0.7)], [face(0.42, 0.32, 0.2, 0.78)])!;
    expect(beside.faces).toHaveLength(1);
    // a band whose bodies were not trusted: its faces at 0.84 and 0.92 make the subject
    const band = chooseSubject([], [face(0.16, 0.19, 0.2, 0.92), face(0.72, 0.39, 0.2, 0.84)])!;
    expect(band.faces).toHaveLength(2);
  });

  it("frames a close portrait's face with head-and-shoulders room when no body is seen", () => {
    const subject = chooseSubject([], [face(0.4, 0.2, 0.2)])!;
    expect(subject.faces).toHaveLength(1);
    expect(subject.box.width).toBeGreaterThan(0.4);
    expect(subject.box.top).toBeLessThan(0.2);
    expect(subject.box.top + subject.box.height).toBeGreaterThan(0.6);
  });
});

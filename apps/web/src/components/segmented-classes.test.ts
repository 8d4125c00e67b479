import { SegmentedControl } from '@mantine/core';
import { expect, test } from 'vitest';
import { SEGMENTED_CLASSES } from './segmented-classes';

test("the language switch uses the classes of the installed Mantine's SegmentedControl", () => {
  expect(SegmentedControl.classes).toMatchObject(SEGMENTED_CLASSES);
});

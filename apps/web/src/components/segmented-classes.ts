/** Mantine's SegmentedControl classes in its styles.css (segmented-classes.test.ts checks them on upgrades). */
export const SEGMENTED_CLASSES = {
  root: 'm_cf365364',
  indicator: 'm_9e182ccd',
  control: 'm_69686b9b',
  input: 'm_1714d588',
  label: 'm_1738fcb2',
  innerLabel: 'm_78882f40',
};

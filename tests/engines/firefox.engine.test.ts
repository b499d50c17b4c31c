// The core flows in Firefox (Debian's firefox-esr), headless, driven over WebDriver BiDi.
import { coreSuite } from './coreSuite.ts';

coreSuite('firefox', {
  camera: true,
  persistUnanswered: true,
  sizes: ['phone', 'narrow', 'tablet'],
  looks: [
    ['phone', 16],
    ['narrow', 16],
    ['phone', 32],
    ['narrow', 32],
  ],
});

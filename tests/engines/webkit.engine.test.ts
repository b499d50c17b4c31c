// The core flows in current WebKit (WebKitGTK's MiniBrowser under Xvfb), as iPhones and iPads
// run every browser. Its window is never narrower than 447 px: the phone sizes are that width.
import { coreSuite } from './coreSuite.ts';

coreSuite('webkit', { sizes: ['phone', 'tablet'] });

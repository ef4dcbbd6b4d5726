import { describe, expect, it } from 'vitest';
import { jsapiSignature } from './jsapiSignature';

describe('jsapiSignature', () => {
  it('matches the messaging app documentation example', () => {
    // The published example of the JS-SDK signature algorithm.
    const signature = jsapiSignature(
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      'Wm3WZYTPz0wzccnW',
      '1414587457',
      'http://mp.weixin.qq.com?params=value#ignored',
    );
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

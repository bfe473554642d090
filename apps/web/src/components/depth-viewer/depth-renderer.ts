import type { Vec2 } from './parallax';

// GLSL ES 1.00 runs on WebGL 1 and 2 alike. A source point of depth d shows at its place shifted
// by offset × (d − focus). Each pixel looks for the nearest surface that lands on it: it steps
// from near (1) to far (0) and takes the first layer the depth map reaches, interpolated between
// the last two steps, so near parts cover far ones instead of tearing at their edges.
const VERTEX_SHADER = `
attribute vec2 position;
varying vec2 uv;
void main() {
  uv = vec2(position.x * 0.5 + 0.5, 0.5 - position.y * 0.5);
  gl_Position = vec4(position, 0.0, 1.0);
}`;

const FRAGMENT_SHADER = `
precision mediump float;
varying vec2 uv;
uniform sampler2D picture;
uniform sampler2D depth;
uniform vec2 offset;
uniform float focus;
uniform vec2 windowScale;
uniform vec2 windowOffset;
const int STEPS = 16;
void main() {
  vec2 base = windowOffset + uv * windowScale;
  float stepSize = 1.0 / float(STEPS - 1);
  vec2 found = base - offset * (0.0 - focus);
  vec2 previous = base - offset * (1.0 + stepSize - focus);
  float previousGap = 1.0;
  for (int i = 0; i < STEPS; i++) {
    float layer = 1.0 - float(i) * stepSize;
    vec2 source = base - offset * (layer - focus);
    float gap = texture2D(depth, source).r - layer;
    if (gap >= 0.0) {
      found = mix(source, previous, gap / max(gap + previousGap, 0.0001));
      break;
    }
    previous = source;
    previousGap = -gap;
  }
  gl_FragColor = vec4(texture2D(picture, clamp(found, 0.0, 1.0)).rgb, 1.0);
}`;

/** Spec §8: a shader that does not compile throws (the viewer's error boundary shows the still picture). */
export class ShaderCompileError extends Error {
  constructor(readonly log: string) {
    super(`Shader compile error: ${log}`);
    this.name = 'ShaderCompileError';
  }
}

type Gl = WebGLRenderingContext | WebGL2RenderingContext;

function compile(gl: Gl, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new ShaderCompileError('no shader object');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS) && !gl.isContextLost()) {
    const log = gl.getShaderInfoLog(shader) ?? 'unknown';
    gl.deleteShader(shader);
    throw new ShaderCompileError(log);
  }
  return shader;
}

/** Compiles and links the two shaders; throws {@link ShaderCompileError} when either fails. */
export function linkProgram(gl: Gl, vertex = VERTEX_SHADER, fragment = FRAGMENT_SHADER): WebGLProgram {
  const program = gl.createProgram();
  if (!program) throw new ShaderCompileError('no program object');
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, vertex));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, fragment));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) {
    throw new ShaderCompileError(gl.getProgramInfoLog(program) ?? 'link failed');
  }
  return program;
}

/** A WebGL context for the canvas (2 where there is one, else 1), or null where there is none. */
export function webGlContext(canvas: HTMLCanvasElement): Gl | null {
  const options: WebGLContextAttributes = { alpha: false, antialias: false, preserveDrawingBuffer: false };
  try {
    return (
      (canvas.getContext('webgl2', options) as WebGL2RenderingContext | null) ??
      (canvas.getContext('webgl', options) as WebGLRenderingContext | null)
    );
  } catch {
    return null;
  }
}

export interface DepthFrame {
  offset: Vec2;
  focus: number;
  window: { scale: Vec2; offset: Vec2 };
}

/**
 * One canvas drawing a picture displaced by its depth map. Owns its context: `dispose()` deletes
 * what it made and gives the context back at once (WEBGL_lose_context), since a page may make
 * many viewers over time and browsers cap the live ones.
 */
export class DepthRenderer {
  private readonly program: WebGLProgram;
  private readonly buffer: WebGLBuffer | null;
  private readonly textures: WebGLTexture[] = [];
  private readonly uniforms: Record<
    'offset' | 'focus' | 'windowScale' | 'windowOffset',
    WebGLUniformLocation | null
  >;

  constructor(
    private readonly gl: Gl,
    picture: TexImageSource,
    depth: TexImageSource,
  ) {
    this.program = linkProgram(gl);
    // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
    gl.useProgram(this.program);
    this.buffer = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
    const position = gl.getAttribLocation(this.program, 'position');
    gl.enableVertexAttribArray(position);
    gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);
    this.texture(0, picture, 'picture');
    this.texture(1, depth, 'depth');
    this.uniforms = {
      offset: gl.getUniformLocation(this.program, 'offset'),
      focus: gl.getUniformLocation(this.program, 'focus'),
      windowScale: gl.getUniformLocation(this.program, 'windowScale'),
      windowOffset: gl.getUniformLocation(this.program, 'windowOffset'),
    };
  }

  private texture(unit: number, source: TexImageSource, name: string): void {
    const gl = this.gl;
    const texture = gl.createTexture();
    if (!texture) return;
    this.textures.push(texture);
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    // Edges clamp: a shift past the border repeats the border's pixels rather than wrapping round.
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, source);
    gl.uniform1i(gl.getUniformLocation(this.program, name), unit);
  }

  draw(frame: DepthFrame, width: number, height: number): void {
    const gl = this.gl;
    if (gl.isContextLost()) return;
    gl.viewport(0, 0, width, height);
    gl.uniform2f(this.uniforms.offset, frame.offset.x, frame.offset.y);
    gl.uniform1f(this.uniforms.focus, frame.focus);
    gl.uniform2f(this.uniforms.windowScale, frame.window.scale.x, frame.window.scale.y);
    gl.uniform2f(this.uniforms.windowOffset, frame.window.offset.x, frame.window.offset.y);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  dispose(): void {
    const gl = this.gl;
    for (const texture of this.textures) gl.deleteTexture(texture);
    gl.deleteBuffer(this.buffer);
    gl.deleteProgram(this.program);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }
}

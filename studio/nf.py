# Northframe render kit: shared helpers for the procedural Blender 3.4 scenes.
# Materials, geometry, trees, camera with lens shift, skies, Cycles set-up, the a-trous filter and the AVIF step.
# No external assets; every random choice goes through seeded generators.
import bpy, bmesh, math, os, sys, json, random, time, argparse, subprocess
from mathutils import Vector, Matrix

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..'))
T0 = time.time()


# ----------------------------------------------------------------------------------------------- args, shots
def args():
    argv = sys.argv[sys.argv.index('--') + 1:] if '--' in sys.argv else []
    ap = argparse.ArgumentParser()
    ap.add_argument('--shot', required=True)
    ap.add_argument('--out', default=None)          # default src/images/renders/<shot>.avif
    ap.add_argument('--pct', type=int, default=100)  # resolution percentage (previews)
    ap.add_argument('--time', type=float, default=None)  # Cycles time limit, seconds
    ap.add_argument('--samples', type=int, default=None)
    ap.add_argument('--keep', action='store_true')  # keep the passes and PNG in /tmp
    ap.add_argument('--png', default=None)          # also write the final PNG here
    ap.add_argument('--dry', action='store_true')   # build the scene, report, do not render
    return ap.parse_args(argv)


def load_json(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def shot_entry(name):
    for s in load_json('shots.json'):
        if s['name'] == name:
            return s
    raise SystemExit('unknown shot %s' % name)


def prop_entry(pid):
    return load_json('properties.json')[pid]


def rng(*keys):
    """A random generator seeded from the given keys (stable across runs and Python versions)."""
    h = 2166136261
    for ch in '|'.join(str(k) for k in keys):
        h = ((h ^ ord(ch)) * 16777619) & 0xffffffff
    return random.Random(h)


# ----------------------------------------------------------------------------------------------- scene
def clear():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    s = bpy.context.scene
    s.unit_settings.system = 'METRIC'
    return s


def coll(name, hide=False):
    c = bpy.data.collections.get(name)
    if c is None:
        c = bpy.data.collections.new(name)
        bpy.context.scene.collection.children.link(c)
    c.hide_render = hide
    return c


def link(o, collection=None):
    for c in list(o.users_collection):
        c.objects.unlink(o)
    (collection or bpy.context.scene.collection).objects.link(o)
    return o


# ----------------------------------------------------------------------------------------------- node helpers
MATS = {}


def new_mat(name):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    for n in list(nt.nodes):
        nt.nodes.remove(n)
    out = nt.nodes.new('ShaderNodeOutputMaterial')
    return m, nt, out


def N(nt, typ, inputs=None, **props):
    n = nt.nodes.new(typ)
    for k, v in props.items():
        setattr(n, k, v)
    for k, v in (inputs or {}).items():
        if isinstance(v, bpy.types.NodeSocket):
            nt.links.new(v, n.inputs[k])
        else:
            if isinstance(v, tuple) and len(v) == 3 and n.inputs[k].type == 'RGBA':
                v = (*v, 1.0)
            n.inputs[k].default_value = v
    return n


def L(nt, a, b):
    nt.links.new(a, b)


def M_(nt, op, a, b=0.0, clamp=False):
    return N(nt, 'ShaderNodeMath', {0: a, 1: b}, operation=op, use_clamp=clamp).outputs[0]


def mix(nt, fac, a, b, blend='MIX'):
    return N(nt, 'ShaderNodeMixRGB', {'Fac': fac, 'Color1': a, 'Color2': b}, blend_type=blend).outputs[0]


def ramp(nt, fac, stops, interp='LINEAR'):
    r = N(nt, 'ShaderNodeValToRGB', {'Fac': fac})
    r.color_ramp.interpolation = interp
    els = r.color_ramp.elements
    while len(els) < len(stops):
        els.new(0.5)
    for e, (p, c) in zip(els, stops):
        e.position = p
        e.color = (*c, 1) if len(c) == 3 else c
    return r.outputs['Color']


def gray(nt, color):
    return N(nt, 'ShaderNodeRGBToBW', {'Color': color}).outputs[0]


def bump(nt, height, strength=0.2, dist=0.01, normal=None):
    ins = {'Height': height, 'Strength': strength, 'Distance': dist}
    if normal is not None:
        ins['Normal'] = normal
    return N(nt, 'ShaderNodeBump', ins).outputs['Normal']


def principled(nt, color, rough=0.5, spec=0.5, metal=0.0, normal=None, **extra):
    ins = {'Base Color': color if isinstance(color, bpy.types.NodeSocket) else (*color[:3], 1),
           'Roughness': rough, 'Specular': spec, 'Metallic': metal}
    if normal is not None:
        ins['Normal'] = normal
    ins.update(extra)
    return N(nt, 'ShaderNodeBsdfPrincipled', ins)


def out_bsdf(nt, out, color, rough=0.5, spec=0.5, metal=0.0, normal=None, **extra):
    b = principled(nt, color, rough, spec, metal, normal, **extra)
    L(nt, b.outputs[0], out.inputs['Surface'])
    return b


def tex(nt, kind='Object'):
    return N(nt, 'ShaderNodeTexCoord').outputs[kind]


def world_pos(nt):
    return N(nt, 'ShaderNodeNewGeometry').outputs['Position']


def sep(nt, v):
    return N(nt, 'ShaderNodeSeparateXYZ', {'Vector': v}).outputs


def comb(nt, x=0.0, y=0.0, z=0.0):
    return N(nt, 'ShaderNodeCombineXYZ', {'X': x, 'Y': y, 'Z': z}).outputs[0]


def noise(nt, vec, scale, detail=4.0, rough=0.5, distortion=0.0):
    return N(nt, 'ShaderNodeTexNoise', {'Vector': vec, 'Scale': scale, 'Detail': detail, 'Roughness': rough,
                                        'Distortion': distortion}).outputs['Fac']


def wall_uv(nt, space='world'):
    """(u, v, w) for axis-aligned walls: u runs along the wall whichever way it faces (x+y), v is height."""
    p = world_pos(nt) if space == 'world' else tex(nt, 'Object')
    x, y, z = sep(nt, p)
    return comb(nt, M_(nt, 'ADD', x, y), z, M_(nt, 'SUBTRACT', x, y)), (x, y, z)


def scaled(c, k):
    return tuple(max(0.0, min(1.0, v * k)) for v in c[:3])


def cached(fn):
    def w(*a, **k):
        key = fn.__name__ + repr(a) + repr(sorted(k.items()))
        if key not in MATS:
            MATS[key] = fn(*a, **k)
        return MATS[key]
    w.__name__ = fn.__name__
    return w


def srgb(hexstr):
    """'#rrggbb' -> linear RGB tuple."""
    h = hexstr.lstrip('#')
    c = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    return tuple(v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4 for v in c)


def col(c):
    return srgb(c) if isinstance(c, str) else tuple(c)


def kelvin(k):
    t = k / 100.0
    r = 255 if t <= 66 else 329.698727446 * ((t - 60) ** -0.1332047592)
    g = 99.4708025861 * math.log(t) - 161.1195681661 if t <= 66 else 288.1221695283 * ((t - 60) ** -0.0755148492)
    b = 255 if t >= 66 else (0 if t <= 19 else 138.5177312231 * math.log(t - 10) - 305.0447927307)
    c = [min(max(x, 0), 255) / 255.0 for x in (r, g, b)]
    return tuple(x ** 2.2 for x in c)


# ----------------------------------------------------------------------------------------------- materials
def grime(nt, color, amount=0.25, height=0.8, streaks=0.0):
    """Darken near the ground (splash-back) and add faint vertical rain streaks: surfaces never look new."""
    uvw_, (x, y, z) = wall_uv(nt)
    u, v, w = sep(nt, uvw_)
    g = M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', 1.0, M_(nt, 'DIVIDE', z, height), True), amount)
    blot = noise(nt, world_pos(nt), 0.7, 3)
    g = M_(nt, 'ADD', g, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', blot, 0.45, True), amount * 0.6))
    if streaks > 0:
        sv = comb(nt, M_(nt, 'MULTIPLY', u, 6.0), M_(nt, 'MULTIPLY', z, 0.25), 0.0)
        st = M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', noise(nt, sv, 3.0, 2), 0.55, True), streaks * 3)
        g = M_(nt, 'ADD', g, st)
    return mix(nt, M_(nt, 'MINIMUM', g, 0.6), color, (0.18, 0.16, 0.14, 1), 'MULTIPLY')


@cached
def brick(base='#8a3b2a', base2='#6e2c20', mortar='#b9b2a5', w=0.215, h=0.075, joint=0.010, soot=0.15, name='brick',
          space='world', header=False):
    m, nt, out = new_mat(name)
    uvw, _ = wall_uv(nt, space)
    base, base2, mortar = col(base), col(base2), col(mortar)
    br = N(nt, 'ShaderNodeTexBrick', {'Vector': uvw, 'Scale': 1.0, 'Brick Width': w + joint, 'Row Height': h + joint,
                                       'Mortar Size': joint, 'Mortar Smooth': 0.15, 'Bias': 0.0,
                                       'Color1': (1, 1, 1, 1), 'Color2': (0, 0, 0, 1), 'Mortar': (0, 0, 0, 1)},
          offset=0.5, offset_frequency=2, squash=1.0 if not header else 0.5, squash_frequency=2)
    # per-brick random value: brick texture colour randomises between Color1/Color2 per brick
    rnd = gray(nt, br.outputs['Color'])
    face = ramp(nt, rnd, [(0.0, scaled(base2, 0.85)), (0.45, base2), (0.7, base), (1.0, scaled(base, 1.18))])
    # within-brick mottling, burnt ends, fine sand
    mott = noise(nt, M_(nt, 'MULTIPLY', 1, 1) if False else uvw, 9.0, 5, 0.6)
    face = mix(nt, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', mott, 0.35, True), 0.6), face, scaled(base2, 0.55), 'MIX')
    sand = noise(nt, uvw, 160.0, 3)
    face = mix(nt, M_(nt, 'MULTIPLY', sand, 0.25), face, scaled(base, 0.6), 'MULTIPLY')
    mort_n = noise(nt, uvw, 40.0, 3)
    mcol = mix(nt, M_(nt, 'MULTIPLY', mort_n, 0.4), mortar, scaled(mortar, 0.7), 'MIX')
    c = mix(nt, br.outputs['Fac'], face, mcol)
    c = grime(nt, c, soot, 0.9, streaks=soot)
    hgt = M_(nt, 'ADD', M_(nt, 'MULTIPLY', br.outputs['Fac'], -1.0), M_(nt, 'MULTIPLY', sand, 0.25))
    rough = M_(nt, 'ADD', 0.78, M_(nt, 'MULTIPLY', br.outputs['Fac'], 0.15))
    out_bsdf(nt, out, c, rough, 0.3, normal=bump(nt, hgt, 0.9, 0.006))
    return m


@cached
def stone(base='#b9ae98', var=0.12, w=0.6, h=0.3, joint=0.008, name='limestone', ashlar=True, rough_face=0.3):
    """Ashlar limestone / stone veneer: large blocks, per-block tone, pitted face."""
    m, nt, out = new_mat(name)
    uvw, _ = wall_uv(nt)
    base = col(base)
    br = N(nt, 'ShaderNodeTexBrick', {'Vector': uvw, 'Scale': 1.0, 'Brick Width': w, 'Row Height': h,
                                       'Mortar Size': joint, 'Mortar Smooth': 0.3,
                                       'Color1': (1, 1, 1, 1), 'Color2': (0, 0, 0, 1), 'Mortar': (0, 0, 0, 1)},
          offset=0.5 if ashlar else 0.37, offset_frequency=1 if not ashlar else 2)
    rnd = gray(nt, br.outputs['Color'])
    face = ramp(nt, rnd, [(0.0, scaled(base, 1 - var)), (1.0, scaled(base, 1 + var * 0.6))])
    pits = noise(nt, uvw, 60.0, 6, 0.7)
    veins = noise(nt, uvw, 4.0, 6, 0.6, 3.0)
    face = mix(nt, M_(nt, 'MULTIPLY', veins, 0.25), face, scaled(base, 0.7), 'MULTIPLY')
    face = mix(nt, M_(nt, 'MULTIPLY', pits, 0.2), face, scaled(base, 0.8), 'MULTIPLY')
    c = mix(nt, br.outputs['Fac'], face, scaled(base, 0.62))
    c = grime(nt, c, 0.25, 1.2, streaks=0.25)
    hgt = M_(nt, 'ADD', M_(nt, 'MULTIPLY', br.outputs['Fac'], -1.0), M_(nt, 'MULTIPLY', pits, rough_face))
    out_bsdf(nt, out, c, 0.82, 0.3, normal=bump(nt, hgt, 0.7, 0.01))
    return m


@cached
def fieldstone(base='#8d8577', name='fieldstone'):
    """Random-coursed natural stone veneer (voronoi cells)."""
    m, nt, out = new_mat(name)
    uvw, _ = wall_uv(nt)
    v = N(nt, 'ShaderNodeTexVoronoi', {'Vector': M_(nt, 'MULTIPLY', 1, 1) if False else
                                       N(nt, 'ShaderNodeVectorMath', {0: uvw, 1: (1.0, 2.2, 1.0)}, operation='MULTIPLY').outputs[0],
                                       'Scale': 3.2, 'Randomness': 0.9})
    ve = N(nt, 'ShaderNodeTexVoronoi', {'Vector': N(nt, 'ShaderNodeVectorMath', {0: uvw, 1: (1.0, 2.2, 1.0)}, operation='MULTIPLY').outputs[0],
                                        'Scale': 3.2, 'Randomness': 0.9}, feature='DISTANCE_TO_EDGE')
    base = col(base)
    face = ramp(nt, gray(nt, v.outputs['Color']), [(0.0, scaled(base, 0.62)), (0.35, scaled(base, 0.85)),
                                                   (0.7, base), (1.0, (base[0] * 1.1, base[1] * 1.0, base[2] * 0.85))])
    det = noise(nt, uvw, 30.0, 6, 0.7)
    face = mix(nt, M_(nt, 'MULTIPLY', det, 0.35), face, scaled(base, 0.6), 'MULTIPLY')
    joint = M_(nt, 'LESS_THAN', ve.outputs['Distance'], 0.035)
    c = mix(nt, joint, face, scaled(base, 0.45))
    c = grime(nt, c, 0.2, 1.0, streaks=0.2)
    hgt = M_(nt, 'ADD', M_(nt, 'MULTIPLY', M_(nt, 'MINIMUM', ve.outputs['Distance'], 0.12), 6.0), M_(nt, 'MULTIPLY', det, 0.3))
    out_bsdf(nt, out, c, 0.85, 0.3, normal=bump(nt, hgt, 0.8, 0.02))
    return m


@cached
def render_mat(color='#d8d4cc', name='stucco', dirt=0.25):
    m, nt, out = new_mat(name)
    c0 = col(color)
    p = tex(nt, 'Object')
    big = noise(nt, world_pos(nt), 1.2, 3)
    c = ramp(nt, big, [(0.35, scaled(c0, 0.93)), (0.65, scaled(c0, 1.02))])
    c = grime(nt, c, dirt, 0.7, streaks=dirt * 0.3)
    fine = noise(nt, world_pos(nt), 240, 8, 0.7)
    out_bsdf(nt, out, c, 0.88, 0.3, normal=bump(nt, fine, 0.2, 0.003))
    return m


@cached
def siding(color='#3b2a1e', board=0.14, vertical=True, name='cedar', stain=True):
    """Wood boards (vertical cladding or horizontal lap): per-board tone, grain, shadow gaps."""
    m, nt, out = new_mat(name)
    uvw_, (x, y, z) = wall_uv(nt)
    u, v, w = sep(nt, uvw_)
    across = u if vertical else v
    along = v if vertical else u
    bid = M_(nt, 'FLOOR', M_(nt, 'DIVIDE', across, board))
    frac = M_(nt, 'FRACT', M_(nt, 'DIVIDE', across, board))
    wn = N(nt, 'ShaderNodeTexWhiteNoise', {'W': bid}, noise_dimensions='1D').outputs['Value']
    gv = comb(nt, M_(nt, 'MULTIPLY', across, 40.0), M_(nt, 'MULTIPLY', along, 1.5), bid)
    grain = N(nt, 'ShaderNodeTexWave', {'Vector': gv, 'Scale': 0.8, 'Distortion': 7.0, 'Detail': 4.0},
              wave_type='BANDS', bands_direction='X').outputs['Fac']
    c0 = col(color)
    base = ramp(nt, wn, [(0.0, scaled(c0, 0.72)), (0.5, c0), (1.0, scaled(c0, 1.3))])
    c = mix(nt, M_(nt, 'MULTIPLY', grain, 0.35), base, scaled(c0, 0.45))
    gap = M_(nt, 'LESS_THAN', frac, 0.045)
    c = mix(nt, gap, c, scaled(c0, 0.15))
    c = grime(nt, c, 0.15, 0.6, streaks=0.15)
    hgt = M_(nt, 'ADD', M_(nt, 'MULTIPLY', gap, -1.0), M_(nt, 'MULTIPLY', grain, 0.1))
    if not vertical:   # lap siding: each board tilts out at its bottom edge
        hgt = M_(nt, 'ADD', hgt, M_(nt, 'MULTIPLY', frac, -0.6))
    out_bsdf(nt, out, c, 0.62, 0.35, normal=bump(nt, hgt, 0.6, 0.012))
    return m


@cached
def slate(color='#3d4148', w=0.30, h=0.16, name='slate'):
    """Slate shingles for roof planes (uses local object coords: x along the eave, y up the slope)."""
    m, nt, out = new_mat(name)
    p = tex(nt, 'Object')
    x, y, z = sep(nt, p)
    uvw = comb(nt, x, y, 0.0)
    c0 = col(color)
    br = N(nt, 'ShaderNodeTexBrick', {'Vector': uvw, 'Scale': 1.0, 'Brick Width': w, 'Row Height': h,
                                       'Mortar Size': 0.004, 'Mortar Smooth': 0.0, 'Bias': 0.0,
                                       'Color1': (1, 1, 1, 1), 'Color2': (0, 0, 0, 1), 'Mortar': (0, 0, 0, 1)},
          offset=0.5, offset_frequency=2)
    rnd = gray(nt, br.outputs['Color'])
    face = ramp(nt, rnd, [(0.0, scaled(c0, 0.7)), (0.5, c0), (0.85, scaled(c0, 1.2)), (1.0, (c0[0] * 1.3, c0[1] * 1.25, c0[2] * 1.1))])
    lich = noise(nt, uvw, 2.5, 4)
    face = mix(nt, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', lich, 0.55, True), 1.5), face, (0.22, 0.22, 0.16, 1))
    # each row overlaps the one below: a ramp down the course gives the stepped shadow line
    rowf = M_(nt, 'FRACT', M_(nt, 'DIVIDE', y, h))
    c = mix(nt, br.outputs['Fac'], face, scaled(c0, 0.3))
    fine = noise(nt, uvw, 80, 4)
    hgt = M_(nt, 'ADD', M_(nt, 'MULTIPLY', rowf, 0.8), M_(nt, 'MULTIPLY', br.outputs['Fac'], -0.6))
    hgt = M_(nt, 'ADD', hgt, M_(nt, 'MULTIPLY', fine, 0.15))
    rough = M_(nt, 'ADD', 0.55, M_(nt, 'MULTIPLY', rnd, 0.25))
    out_bsdf(nt, out, c, rough, 0.4, normal=bump(nt, hgt, 0.8, 0.015))
    return m


@cached
def shingle(color='#3a3633', name='asphalt_shingle'):
    return slate(color, 0.33, 0.14, name)


@cached
def metal_roof(color='#2a2c2e', name='standing_seam'):
    m, nt, out = new_mat(name)
    x, y, z = sep(nt, tex(nt, 'Object'))
    seam = M_(nt, 'LESS_THAN', M_(nt, 'FRACT', M_(nt, 'DIVIDE', x, 0.45)), 0.03)
    c0 = col(color)
    c = mix(nt, M_(nt, 'MULTIPLY', noise(nt, tex(nt, 'Object'), 2, 3), 0.3), c0, scaled(c0, 0.7))
    out_bsdf(nt, out, c, 0.45, 0.5, 0.6, normal=bump(nt, seam, 0.6, 0.02))
    return m


@cached
def plain(color, rough=0.5, spec=0.5, metal=0.0, var=0.0, vscale=5.0, bump_s=0.0, name=None, sheen=0.0, coat=0.0,
          space='Object'):
    m, nt, out = new_mat(name or 'plain')
    c0 = col(color)
    c = c0
    nrm = None
    p = tex(nt, space) if space != 'World' else world_pos(nt)
    if var > 0:
        n = noise(nt, p, vscale, 5)
        c = ramp(nt, n, [(0.3, scaled(c0, 1 - var)), (0.7, scaled(c0, 1 + var * 0.5))])
    if bump_s > 0:
        nrm = bump(nt, noise(nt, p, 200.0, 6), bump_s, 0.004)
    extra = {}
    if sheen:
        extra['Sheen'] = sheen
        extra['Sheen Tint'] = 0.5
    if coat:
        extra['Clearcoat'] = coat
        extra['Clearcoat Roughness'] = 0.1
    out_bsdf(nt, out, c, rough, spec, metal, nrm, **extra)
    return m


@cached
def paint(color='#f1eee8', name='paint', rough=0.55):
    """Interior paint / trim: almost flat colour, faint roller texture, slight dirt at the floor."""
    m, nt, out = new_mat(name)
    c0 = col(color)
    p = world_pos(nt)
    big = noise(nt, p, 0.9, 3)
    c = ramp(nt, big, [(0.3, scaled(c0, 0.975)), (0.7, scaled(c0, 1.01))])
    fine = noise(nt, p, 300.0, 4)
    out_bsdf(nt, out, c, rough, 0.35, normal=bump(nt, fine, 0.04, 0.002))
    return m


@cached
def emission(color, strength, name='emit'):
    m, nt, out = new_mat(name)
    e = N(nt, 'ShaderNodeEmission', {'Color': (*col(color)[:3], 1), 'Strength': strength})
    L(nt, e.outputs[0], out.inputs['Surface'])
    return m


@cached
def lampshade(color='#efe4cc', strength=6.0, name='shade'):
    """Fabric shade lit from inside: translucent + a little emission so it glows without extra lights."""
    m, nt, out = new_mat(name)
    c0 = col(color)
    d = N(nt, 'ShaderNodeBsdfDiffuse', {'Color': (*c0, 1)})
    e = N(nt, 'ShaderNodeEmission', {'Color': (*kelvin(2700), 1), 'Strength': strength})
    a = N(nt, 'ShaderNodeAddShader', {0: d.outputs[0], 1: e.outputs[0]})
    L(nt, a.outputs[0], out.inputs['Surface'])
    return m


@cached
def glass(tint=(0.9, 0.95, 0.95), rough=0.0, name='glass', refl=1.0):
    """Thin architectural glass: transparent + Fresnel glossy. Objects using it get visible_shadow=False."""
    m, nt, out = new_mat(name)
    tr = N(nt, 'ShaderNodeBsdfTransparent', {'Color': (*tint, 1)})
    gl = N(nt, 'ShaderNodeBsdfGlossy', {'Color': (refl, refl, refl, 1), 'Roughness': rough})
    lw = N(nt, 'ShaderNodeLayerWeight', {'Blend': 0.12})
    fr = M_(nt, 'ADD', M_(nt, 'MULTIPLY', lw.outputs['Fresnel'], 0.9), 0.04)
    mx = N(nt, 'ShaderNodeMixShader', {'Fac': fr, 1: tr.outputs[0], 2: gl.outputs[0]})
    L(nt, mx.outputs[0], out.inputs['Surface'])
    m.blend_method = 'BLEND'
    return m


@cached
def sheer(color='#f4efe6', alpha=0.55, glow=0.0, name='sheer'):
    """Sheer curtain: translucent fabric that lets the light through and softens the view."""
    m, nt, out = new_mat(name)
    c0 = col(color)
    tl = N(nt, 'ShaderNodeBsdfTranslucent', {'Color': (*c0, 1)})
    df = N(nt, 'ShaderNodeBsdfDiffuse', {'Color': (*c0, 1)})
    tr = N(nt, 'ShaderNodeBsdfTransparent')
    x, y, z = sep(nt, tex(nt, 'Object'))
    folds = N(nt, 'ShaderNodeTexWave', {'Vector': comb(nt, M_(nt, 'ADD', x, y), z, 0), 'Scale': 9.0, 'Distortion': 1.5},
              wave_type='BANDS', bands_direction='X').outputs['Fac']
    f = M_(nt, 'ADD', alpha, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', folds, 0.5), 0.35))
    a = N(nt, 'ShaderNodeMixShader', {'Fac': 0.5, 1: tl.outputs[0], 2: df.outputs[0]})
    sh = a.outputs[0]
    if glow > 0:
        e = N(nt, 'ShaderNodeEmission', {'Color': (*kelvin(2800), 1), 'Strength': glow})
        sh = N(nt, 'ShaderNodeAddShader', {0: sh, 1: e.outputs[0]}).outputs[0]
    b = N(nt, 'ShaderNodeMixShader', {'Fac': f, 1: tr.outputs[0], 2: sh})
    L(nt, b.outputs[0], out.inputs['Surface'])
    return m


@cached
def wood(color='#8a5a33', plank=0.19, length=1.6, name='oak_floor', coat=0.2, rough=0.3, herring=False, gloss_var=True):
    """Plank floor: per-plank tone, grain along the plank, thin dark joints, clear coat with soft wear."""
    m, nt, out = new_mat(name)
    p = tex(nt, 'Object')
    x, y, z = sep(nt, p)
    c0 = col(color)
    br = N(nt, 'ShaderNodeTexBrick', {'Vector': comb(nt, x, y, 0), 'Scale': 1.0, 'Brick Width': length, 'Row Height': plank,
                                       'Mortar Size': 0.0012, 'Mortar Smooth': 0.0, 'Bias': 0.0,
                                       'Color1': (1, 1, 1, 1), 'Color2': (0, 0, 0, 1), 'Mortar': (0, 0, 0, 1)},
          offset=0.37, offset_frequency=1)
    rnd = gray(nt, br.outputs['Color'])
    base = ramp(nt, rnd, [(0.0, scaled(c0, 0.72)), (0.5, c0), (1.0, scaled(c0, 1.22))])
    gv = comb(nt, M_(nt, 'MULTIPLY', x, 0.9), M_(nt, 'ADD', M_(nt, 'MULTIPLY', y, 28.0), M_(nt, 'MULTIPLY', rnd, 40.0)), M_(nt, 'MULTIPLY', rnd, 17.0))
    grain = N(nt, 'ShaderNodeTexWave', {'Vector': gv, 'Scale': 1.2, 'Distortion': 8.0, 'Detail': 4.0, 'Detail Roughness': 0.6},
              wave_type='BANDS', bands_direction='Y').outputs['Fac']
    c = mix(nt, M_(nt, 'MULTIPLY', grain, 0.38), base, scaled(c0, 0.5))
    fine = noise(nt, gv, 9.0, 6)
    c = mix(nt, M_(nt, 'MULTIPLY', fine, 0.15), c, scaled(c0, 1.3), 'OVERLAY')
    c = mix(nt, br.outputs['Fac'], c, scaled(c0, 0.25))
    wear = noise(nt, p, 0.8, 3)
    r = M_(nt, 'ADD', rough, M_(nt, 'MULTIPLY', wear, 0.25)) if gloss_var else rough
    hgt = M_(nt, 'ADD', M_(nt, 'MULTIPLY', br.outputs['Fac'], -1.0), M_(nt, 'MULTIPLY', grain, 0.04))
    out_bsdf(nt, out, c, r, 0.45, normal=bump(nt, hgt, 0.35, 0.002), **{'Clearcoat': coat, 'Clearcoat Roughness': 0.2})
    return m


@cached
def tile(color='#f2f0ec', w=0.3, h=0.6, grout='#bdb8b0', rough=0.12, name='tile', var=0.04, offset=0.5, space='world',
         axis='wall', marble_veins=0.0):
    m, nt, out = new_mat(name)
    if axis == 'wall':
        uvw, _ = wall_uv(nt, space)
    else:
        x, y, z = sep(nt, world_pos(nt) if space == 'world' else tex(nt, 'Object'))
        uvw = comb(nt, x, y, z)
    c0 = col(color)
    br = N(nt, 'ShaderNodeTexBrick', {'Vector': uvw, 'Scale': 1.0, 'Brick Width': w, 'Row Height': h,
                                       'Mortar Size': 0.003, 'Mortar Smooth': 0.3,
                                       'Color1': (1, 1, 1, 1), 'Color2': (0, 0, 0, 1), 'Mortar': (0, 0, 0, 1)},
          offset=offset, offset_frequency=2)
    rnd = gray(nt, br.outputs['Color'])
    face = ramp(nt, rnd, [(0.0, scaled(c0, 1 - var)), (1.0, scaled(c0, 1 + var * 0.3))])
    if marble_veins > 0:
        face = marble_color(nt, uvw, face, marble_veins)
    c = mix(nt, br.outputs['Fac'], face, col(grout))
    out_bsdf(nt, out, c, M_(nt, 'ADD', rough, M_(nt, 'MULTIPLY', br.outputs['Fac'], 0.6)), 0.5,
             normal=bump(nt, M_(nt, 'MULTIPLY', br.outputs['Fac'], -1.0), 0.5, 0.002))
    return m


def marble_color(nt, p, base, amount=1.0, vein='#6b6a68', scale=1.2):
    d = noise(nt, p, scale, 6, 0.55, 4.0)
    w = N(nt, 'ShaderNodeTexWave', {'Vector': p, 'Scale': scale * 0.8, 'Distortion': 14.0, 'Detail': 6.0,
                                     'Detail Roughness': 0.65}, wave_type='BANDS', bands_direction='DIAGONAL').outputs['Fac']
    v = M_(nt, 'POWER', M_(nt, 'ABSOLUTE', M_(nt, 'SUBTRACT', w, 0.5)), 0.35)
    v = M_(nt, 'SUBTRACT', 1.0, v, True)
    v = M_(nt, 'MULTIPLY', M_(nt, 'POWER', v, 3.0), amount)
    v2 = M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', d, 0.5, True), 0.5 * amount)
    c = mix(nt, v, base, col(vein))
    return mix(nt, v2, c, (0.78, 0.74, 0.66, 1))


@cached
def marble(base='#f1efeb', vein='#5e5c5a', name='calacatta', rough=0.08, scale=1.2, amount=1.0, space='Object'):
    m, nt, out = new_mat(name)
    p = tex(nt, space) if space != 'World' else world_pos(nt)
    c = marble_color(nt, p, col(base), amount, vein, scale)
    out_bsdf(nt, out, c, rough, 0.55, **{'Clearcoat': 0.3, 'Clearcoat Roughness': 0.05})
    return m


@cached
def concrete(tone=0.45, name='concrete', joints=0.0, rough=0.75, warm=0.02, space='World'):
    m, nt, out = new_mat(name)
    p = world_pos(nt) if space == 'World' else tex(nt, 'Object')
    x, y, z = sep(nt, p)
    c0 = (tone + warm, tone + warm * 0.5, tone)
    n = noise(nt, p, 1.5, 6)
    c = ramp(nt, n, [(0.3, scaled(c0, 0.82)), (0.7, scaled(c0, 1.05))])
    stains = noise(nt, p, 0.35, 3)
    c = mix(nt, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', stains, 0.5, True), 1.2), c, scaled(c0, 0.7))
    fine = noise(nt, p, 120, 8)
    hgt = M_(nt, 'MULTIPLY', fine, 0.3)
    if joints > 0:
        jx = M_(nt, 'LESS_THAN', M_(nt, 'FRACT', M_(nt, 'DIVIDE', x, joints)), 0.006)
        jy = M_(nt, 'LESS_THAN', M_(nt, 'FRACT', M_(nt, 'DIVIDE', y, joints)), 0.006)
        j = M_(nt, 'MAXIMUM', jx, jy)
        c = mix(nt, j, c, scaled(c0, 0.35))
        hgt = M_(nt, 'SUBTRACT', hgt, j)
    out_bsdf(nt, out, c, rough, 0.4, normal=bump(nt, hgt, 0.3, 0.01))
    return m


@cached
def asphalt(name='asphalt', wet=0.0):
    m, nt, out = new_mat(name)
    p = world_pos(nt)
    x, y, z = sep(nt, p)
    n = noise(nt, p, 0.4, 4)
    c = ramp(nt, n, [(0.3, (0.035, 0.035, 0.037)), (0.7, (0.06, 0.058, 0.056))])
    agg = N(nt, 'ShaderNodeTexVoronoi', {'Vector': p, 'Scale': 180.0}).outputs['Distance']
    c = mix(nt, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', 1.0, agg), 0.35), c, (0.13, 0.13, 0.13, 1))
    patch = noise(nt, p, 0.15, 2)
    c = mix(nt, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', patch, 0.6, True), 2.0), c, (0.025, 0.025, 0.027, 1))
    r = M_(nt, 'SUBTRACT', 0.85, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', noise(nt, p, 0.25, 3), 0.5, True), wet))
    out_bsdf(nt, out, c, r, 0.4, normal=bump(nt, agg, 0.5, 0.01))
    return m


@cached
def lawn(c1='#34481e', c2='#5a6a2c', name='lawn', dry=0.25):
    m, nt, out = new_mat(name)
    p = world_pos(nt)
    n1 = noise(nt, p, 0.12, 4)
    n2 = noise(nt, p, 2.5, 8, 0.6)
    f = M_(nt, 'ADD', M_(nt, 'MULTIPLY', n1, 0.6), M_(nt, 'MULTIPLY', n2, 0.4))
    c = ramp(nt, f, [(0.35, scaled(col(c1), 0.8)), (0.55, col(c1)), (0.75, col(c2))])
    dryn = noise(nt, p, 0.5, 3)
    c = mix(nt, M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', dryn, 0.55, True), dry * 4), c, (0.25, 0.22, 0.1, 1))
    blades = noise(nt, p, 500, 2)
    c = mix(nt, M_(nt, 'MULTIPLY', blades, 0.5), c, scaled(col(c1), 0.5), 'MULTIPLY')
    out_bsdf(nt, out, c, 0.85, 0.3, normal=bump(nt, blades, 0.9, 0.02))
    return m


@cached
def mulch(name='mulch'):
    m, nt, out = new_mat(name)
    p = world_pos(nt)
    v = N(nt, 'ShaderNodeTexVoronoi', {'Vector': p, 'Scale': 35.0}).outputs
    c = ramp(nt, gray(nt, v['Color']), [(0.0, (0.03, 0.018, 0.01)), (1.0, (0.11, 0.06, 0.03))])
    out_bsdf(nt, out, c, 0.95, 0.2, normal=bump(nt, v['Distance'], 1.0, 0.02))
    return m


@cached
def foliage(c1='#1f3a12', c2='#4a6a22', name='leaf', trans=0.3, autumn=0.0):
    """Leaf material: per-leaf colour (random per island), translucency, waxy specular."""
    m, nt, out = new_mat(name)
    g = N(nt, 'ShaderNodeNewGeometry')
    try:
        rnd = g.outputs['Random Per Island']
    except KeyError:
        rnd = N(nt, 'ShaderNodeObjectInfo').outputs['Random']
    oi = N(nt, 'ShaderNodeObjectInfo').outputs['Random']
    r = M_(nt, 'FRACT', M_(nt, 'ADD', rnd, M_(nt, 'MULTIPLY', oi, 0.37)))
    stops = [(0.0, scaled(col(c1), 0.7)), (0.5, col(c1)), (0.85, col(c2)), (1.0, scaled(col(c2), 1.2))]
    if autumn > 0:
        stops = [(0.0, scaled(col(c1), 0.8)), (0.45, col(c2)), (0.7, (0.45, 0.18, 0.03)), (0.88, (0.6, 0.32, 0.04)), (1.0, (0.35, 0.06, 0.02))]
    c = ramp(nt, r, stops)
    d = principled(nt, c, 0.5, 0.4)
    tl = N(nt, 'ShaderNodeBsdfTranslucent', {'Color': c})
    mx = N(nt, 'ShaderNodeMixShader', {'Fac': trans, 1: d.outputs[0], 2: tl.outputs[0]})
    L(nt, mx.outputs[0], out.inputs['Surface'])
    return m


@cached
def bark(color='#3d352d', name='bark'):
    m, nt, out = new_mat(name)
    p = tex(nt, 'Object')
    x, y, z = sep(nt, p)
    v = comb(nt, M_(nt, 'MULTIPLY', x, 6), M_(nt, 'MULTIPLY', y, 6), M_(nt, 'MULTIPLY', z, 0.8))
    n = noise(nt, v, 4.0, 6, 0.6, 2.0)
    c0 = col(color)
    c = ramp(nt, n, [(0.3, scaled(c0, 0.5)), (0.7, c0)])
    out_bsdf(nt, out, c, 0.9, 0.2, normal=bump(nt, n, 1.0, 0.03))
    return m


@cached
def fabric(color='#8a8276', name='fabric', scale=300.0, sheen=1.0, rough=0.95, var=0.12):
    m, nt, out = new_mat(name)
    p = tex(nt, 'Object')
    weave = N(nt, 'ShaderNodeTexWave', {'Vector': p, 'Scale': scale, 'Distortion': 0.5},
              wave_type='BANDS', bands_direction='DIAGONAL').outputs['Fac']
    n = noise(nt, p, 3.0, 4)
    c0 = col(color)
    c = ramp(nt, n, [(0.3, scaled(c0, 1 - var)), (0.7, c0)])
    fuzz = noise(nt, p, 500, 4)
    out_bsdf(nt, out, c, rough, 0.25, normal=bump(nt, M_(nt, 'ADD', weave, fuzz), 0.3, 0.002),
             **{'Sheen': sheen, 'Sheen Tint': 0.5})
    return m


@cached
def leather(color='#5a3a22', name='leather'):
    m, nt, out = new_mat(name)
    p = tex(nt, 'Object')
    v = N(nt, 'ShaderNodeTexVoronoi', {'Vector': p, 'Scale': 220.0}).outputs['Distance']
    n = noise(nt, p, 4, 4)
    c0 = col(color)
    c = ramp(nt, n, [(0.3, scaled(c0, 0.8)), (0.7, scaled(c0, 1.1))])
    out_bsdf(nt, out, c, M_(nt, 'ADD', 0.35, M_(nt, 'MULTIPLY', n, 0.2)), 0.5, normal=bump(nt, v, 0.3, 0.002))
    return m


@cached
def rug(c1='#c9bda9', c2='#7d6b58', border='#3b332c', name='rug', pattern='border'):
    m, nt, out = new_mat(name)
    g = sep(nt, tex(nt, 'Generated'))
    ex = M_(nt, 'MINIMUM', g[0], M_(nt, 'SUBTRACT', 1.0, g[0]))
    ey = M_(nt, 'MINIMUM', g[1], M_(nt, 'SUBTRACT', 1.0, g[1]))
    e = M_(nt, 'MINIMUM', ex, ey)
    p = tex(nt, 'Object')
    n = noise(nt, p, 5.0, 6)
    c = ramp(nt, n, [(0.3, scaled(col(c1), 0.9)), (0.7, col(c1))])
    if pattern == 'persian':
        v = N(nt, 'ShaderNodeTexWave', {'Vector': p, 'Scale': 6.0, 'Distortion': 6.0}, wave_type='RINGS').outputs['Fac']
        c = mix(nt, M_(nt, 'GREATER_THAN', v, 0.6), c, col(c2))
        c = mix(nt, M_(nt, 'LESS_THAN', e, 0.09), c, col(border))
    else:
        bnd = M_(nt, 'MULTIPLY', M_(nt, 'GREATER_THAN', e, 0.04), M_(nt, 'LESS_THAN', e, 0.075))
        c = mix(nt, bnd, c, col(border))
    fuzz = noise(nt, p, 900, 2)
    out_bsdf(nt, out, c, 1.0, 0.1, normal=bump(nt, fuzz, 0.8, 0.004), **{'Sheen': 1.0})
    return m


@cached
def water(name='pool_water', deep='#0d5f78', shallow='#4fb7c9'):
    """Pool water: glass-like surface with wavy normals over a tiled basin (the basin carries the colour)."""
    m, nt, out = new_mat(name)
    p = world_pos(nt)
    n = noise(nt, comb(nt, *[M_(nt, 'MULTIPLY', s, 1.0) for s in sep(nt, p)]), 1.6, 3, 0.5, 1.0)
    nrm = bump(nt, n, 0.15, 0.05)
    gl = N(nt, 'ShaderNodeBsdfGlass', {'Color': (*col(shallow), 1), 'Roughness': 0.02, 'IOR': 1.33, 'Normal': nrm})
    L(nt, gl.outputs[0], out.inputs['Surface'])
    v = N(nt, 'ShaderNodeVolumeAbsorption', {'Color': (*col(deep), 1), 'Density': 0.25})
    L(nt, v.outputs[0], out.inputs['Volume'])
    return m


@cached
def lake(name='lake', c='#1d3a44'):
    m, nt, out = new_mat(name)
    p = world_pos(nt)
    x, y, z = sep(nt, p)
    w1 = noise(nt, comb(nt, M_(nt, 'MULTIPLY', x, 0.3), M_(nt, 'MULTIPLY', y, 1.6), 0), 2.0, 6, 0.6)
    w2 = noise(nt, comb(nt, M_(nt, 'MULTIPLY', x, 2.0), M_(nt, 'MULTIPLY', y, 6.0), 0), 3.0, 3, 0.5)
    gl = N(nt, 'ShaderNodeBsdfGlossy', {'Color': (1, 1, 1, 1), 'Roughness': 0.04,
                                         'Normal': bump(nt, M_(nt, 'ADD', w1, M_(nt, 'MULTIPLY', w2, 0.5)), 0.35, 0.2)})
    df = N(nt, 'ShaderNodeBsdfDiffuse', {'Color': (*col(c), 1)})
    lw = N(nt, 'ShaderNodeLayerWeight', {'Blend': 0.08})
    mx = N(nt, 'ShaderNodeMixShader', {'Fac': M_(nt, 'ADD', M_(nt, 'MULTIPLY', lw.outputs['Fresnel'], 0.55), 0.04), 1: df.outputs[0], 2: gl.outputs[0]})
    L(nt, mx.outputs[0], out.inputs['Surface'])
    return m


@cached
def window_grid(base='#111317', lit=0.0, name='curtain_wall', cols=1.5, rows=3.6, seed=0, warm=(1.0, 0.72, 0.42),
                glass_col='#1f2b33', refl=0.6):
    """Far-away towers: a reflective glass façade with mullion grid and a random share of lit windows."""
    m, nt, out = new_mat(name)
    uvw_, _ = wall_uv(nt)
    u, v, w = sep(nt, uvw_)
    cell = comb(nt, M_(nt, 'FLOOR', M_(nt, 'DIVIDE', u, cols)), M_(nt, 'FLOOR', M_(nt, 'DIVIDE', v, rows)), seed)
    rnd = N(nt, 'ShaderNodeTexWhiteNoise', {'Vector': cell}, noise_dimensions='3D').outputs['Value']
    fu = M_(nt, 'FRACT', M_(nt, 'DIVIDE', u, cols))
    fv = M_(nt, 'FRACT', M_(nt, 'DIVIDE', v, rows))
    frame = M_(nt, 'MULTIPLY', M_(nt, 'MAXIMUM', M_(nt, 'LESS_THAN', fu, 0.06), M_(nt, 'LESS_THAN', fv, 0.1)), 0.45)
    gcol = col(glass_col)
    rn2 = N(nt, 'ShaderNodeTexWhiteNoise', {'Vector': comb(nt, M_(nt, 'FLOOR', M_(nt, 'DIVIDE', u, cols * 7)), M_(nt, 'FLOOR', M_(nt, 'DIVIDE', v, rows)), seed + 3)}, noise_dimensions='3D').outputs['Value']
    g = mix(nt, M_(nt, 'MULTIPLY', rn2, 0.5), gcol, scaled(gcol, 1.6))
    c = mix(nt, frame, g, col(base))
    b = principled(nt, c, M_(nt, 'MULTIPLY', frame, 0.6), 0.5, 0.0)
    b.inputs['Specular'].default_value = refl
    sh = b.outputs[0]
    if lit > 0:
        on = M_(nt, 'MULTIPLY', M_(nt, 'LESS_THAN', rnd, lit), M_(nt, 'SUBTRACT', 1.0, frame))
        tint = ramp(nt, rn2, [(0.0, warm), (0.6, (1.0, 0.85, 0.62)), (1.0, (0.85, 0.9, 1.0))])
        e = N(nt, 'ShaderNodeEmission', {'Color': tint, 'Strength': M_(nt, 'MULTIPLY', on, M_(nt, 'ADD', 0.6, M_(nt, 'MULTIPLY', rnd, 2.5)))})
        sh = N(nt, 'ShaderNodeAddShader', {0: sh, 1: e.outputs[0]}).outputs[0]
    L(nt, sh, out.inputs['Surface'])
    return m


@cached
def screen(kind='listing', name='screen', strength=1.2):
    """Laptop/monitor screen content: a simple website layout made from shapes (hero photo band, cards)."""
    m, nt, out = new_mat(name)
    g = sep(nt, tex(nt, 'Generated'))
    x, y = g[0], g[1]
    c = (0.96, 0.95, 0.93, 1)
    hero = M_(nt, 'MULTIPLY', M_(nt, 'GREATER_THAN', y, 0.5), M_(nt, 'LESS_THAN', y, 0.9))
    sky = ramp(nt, y, [(0.5, (0.55, 0.35, 0.2)), (0.9, (0.05, 0.1, 0.3))])
    c = mix(nt, hero, c, sky)
    nav = M_(nt, 'GREATER_THAN', y, 0.9)
    c = mix(nt, nav, c, (0.09, 0.11, 0.14, 1))
    cards = M_(nt, 'MULTIPLY', M_(nt, 'LESS_THAN', y, 0.42), M_(nt, 'GREATER_THAN', y, 0.1))
    fx = M_(nt, 'FRACT', M_(nt, 'MULTIPLY', x, 3.0))
    cm = M_(nt, 'MULTIPLY', cards, M_(nt, 'MULTIPLY', M_(nt, 'GREATER_THAN', fx, 0.06), M_(nt, 'LESS_THAN', fx, 0.94)))
    cc = ramp(nt, M_(nt, 'FRACT', M_(nt, 'MULTIPLY', x, 1.0)), [(0.0, (0.35, 0.28, 0.2)), (0.5, (0.25, 0.3, 0.22)), (1.0, (0.5, 0.42, 0.35))])
    c = mix(nt, cm, c, cc)
    e = N(nt, 'ShaderNodeEmission', {'Color': c, 'Strength': strength})
    gl = N(nt, 'ShaderNodeBsdfGlossy', {'Roughness': 0.05})
    a = N(nt, 'ShaderNodeAddShader', {0: e.outputs[0], 1: gl.outputs[0]})
    L(nt, a.outputs[0], out.inputs['Surface'])
    return m


def screen_image(path, name='screen_image', strength=1.0):
    """A screen showing a screenshot (studio/screens/*.png): the image is emitted across the object's own
    y (left to right, seen from +x) and z (bottom to top), under a thin glossy coat like a laptop's glass."""
    m, nt, out = new_mat(name)
    g = sep(nt, tex(nt, 'Generated'))
    t = N(nt, 'ShaderNodeTexImage')
    t.image = bpy.data.images.load(os.path.join(os.path.dirname(os.path.abspath(__file__)), path))
    t.interpolation = 'Cubic'
    L(nt, comb(nt, g[1], g[2], 0.0), t.inputs['Vector'])
    e = N(nt, 'ShaderNodeEmission', {'Strength': strength})
    L(nt, t.outputs['Color'], e.inputs['Color'])
    gl = N(nt, 'ShaderNodeBsdfGlossy', {'Roughness': 0.04})
    f = N(nt, 'ShaderNodeLayerWeight', {'Blend': 0.08})
    mx = N(nt, 'ShaderNodeMixShader')
    L(nt, f.outputs['Fresnel'], mx.inputs[0])
    L(nt, e.outputs[0], mx.inputs[1])
    L(nt, gl.outputs[0], mx.inputs[2])
    L(nt, mx.outputs[0], out.inputs['Surface'])
    return m


# ----------------------------------------------------------------------------------------------- geometry
def mesh_obj(name, verts, faces, mat=None, collection=None):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    me.update()
    o = bpy.data.objects.new(name, me)
    (collection or bpy.context.scene.collection).objects.link(o)
    if mat:
        o.data.materials.append(mat)
    return o


def lathe(name, profile, mat, segs=64):
    """A solid of revolution about z from a (radius, height) profile, bottom to top, closed at the last point's
    height (a toque's crown, a bathtub's floor)."""
    verts, faces = [], []
    for r, z in profile:
        for k in range(segs):
            a = 2 * math.pi * k / segs
            verts.append((r * math.cos(a), r * math.sin(a), z))
    for i in range(len(profile) - 1):
        for k in range(segs):
            a, b = i * segs + k, i * segs + (k + 1) % segs
            faces.append((a, b, b + segs, a + segs))
    top = len(verts)
    verts.append((0.0, 0.0, profile[-1][1]))
    base = (len(profile) - 1) * segs
    for k in range(segs):
        faces.append((base + k, base + (k + 1) % segs, top))
    o = mesh_obj(name, verts, faces, mat)
    for p in o.data.polygons:
        p.use_smooth = True
    return o


def box(name, x0, x1, y0, y1, z0, z1, mat=None, bevel=0.0, segs=2, collection=None):
    """Axis-aligned box from min/max (mesh built directly, no operators: fast)."""
    v = [(x0, y0, z0), (x1, y0, z0), (x1, y1, z0), (x0, y1, z0), (x0, y0, z1), (x1, y0, z1), (x1, y1, z1), (x0, y1, z1)]
    f = [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)]
    o = mesh_obj(name, v, f, mat, collection)
    if bevel > 0:
        b = o.modifiers.new('bevel', 'BEVEL')
        b.width = bevel
        b.segments = segs
        b.limit_method = 'ANGLE'
        b.harden_normals = False
    return o


def boxc(name, size, loc, mat=None, bevel=0.0, rot=(0, 0, 0), segs=2, collection=None):
    sx, sy, sz = size
    o = box(name, -sx / 2, sx / 2, -sy / 2, sy / 2, -sz / 2, sz / 2, mat, bevel, segs, collection)
    o.location = loc
    o.rotation_euler = rot
    return o


def cyl(name, r, h, loc, mat=None, verts=32, rot=(0, 0, 0), bevel=0.0, r2=None, cap=True, collection=None):
    """Cylinder (or cone frustum with r2) standing on loc (z = bottom), built directly."""
    r2 = r if r2 is None else r2
    vs = []
    for k in range(verts):
        a = 2 * math.pi * k / verts
        vs.append((r * math.cos(a), r * math.sin(a), 0.0))
    for k in range(verts):
        a = 2 * math.pi * k / verts
        vs.append((r2 * math.cos(a), r2 * math.sin(a), h))
    fs = [(k, (k + 1) % verts, verts + (k + 1) % verts, verts + k) for k in range(verts)]
    if cap:
        fs.append(tuple(reversed(range(verts))))
        fs.append(tuple(range(verts, 2 * verts)))
    o = mesh_obj(name, vs, fs, mat, collection)
    o.location = loc
    o.rotation_euler = rot
    for p in o.data.polygons[:verts]:
        p.use_smooth = True
    if bevel > 0:
        b = o.modifiers.new('bevel', 'BEVEL')
        b.width = bevel
        b.segments = 2
        b.limit_method = 'ANGLE'
    return o


def sphere(name, r, loc, mat=None, scale=(1, 1, 1), seg=24, collection=None):
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=seg, v_segments=max(8, seg // 2), radius=r)
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    for p in me.polygons:
        p.use_smooth = True
    o = bpy.data.objects.new(name, me)
    (collection or bpy.context.scene.collection).objects.link(o)
    o.location = loc
    o.scale = scale
    if mat:
        o.data.materials.append(mat)
    return o


def prism(name, pts2d, z0, z1, mat=None, collection=None):
    """Extrude a 2D polygon (list of (x,y), CCW) between z0 and z1."""
    n = len(pts2d)
    v = [(x, y, z0) for x, y in pts2d] + [(x, y, z1) for x, y in pts2d]
    f = [tuple(reversed(range(n))), tuple(range(n, 2 * n))] + [(k, (k + 1) % n, n + (k + 1) % n, n + k) for k in range(n)]
    return mesh_obj(name, v, f, mat, collection)


def gable(name, x0, x1, y0, y1, z0, ridge_h, mat, axis='x', overhang=0.3, thick=0.08, collection=None, hip=0.0,
          gable_mat=None):
    """Pitched roof over a rectangle. axis='x': ridge runs along x. Two roof planes as thin boxes with local coords
    (x along the eave, y up the slope) for the slate material; gable-end triangles in gable_mat. hip>0 makes a hip roof."""
    objs = []
    if axis == 'x':
        L_ = x1 - x0 + 2 * overhang
        half = (y1 - y0) / 2 + overhang
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    else:
        L_ = y1 - y0 + 2 * overhang
        half = (x1 - x0) / 2 + overhang
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    run = half
    rise = ridge_h * (half / (half - overhang))
    slope = math.hypot(run, rise)
    ang = math.atan2(rise, run)
    zeave = z0 - (rise - ridge_h)
    for side in (-1, 1):
        if hip > 0:
            # trapezoid plane: eave length L_, ridge shortened by the hip run at each end
            hr = half
            pts = [(-L_ / 2, 0, 0), (L_ / 2, 0, 0), (L_ / 2 - hr, slope, 0), (-L_ / 2 + hr, slope, 0)]
            o = mesh_obj(name, [(a, b, c) for a, b, c in pts] + [(a, b, -thick) for a, b, c in pts],
                         [(0, 1, 2, 3), (7, 6, 5, 4), (0, 4, 5, 1), (1, 5, 6, 2), (2, 6, 7, 3), (3, 7, 4, 0)], mat, collection)
        else:
            o = box(name, -L_ / 2, L_ / 2, 0, slope, -thick, 0, mat, collection=collection)
        # place: local y runs from the eave (y=0) up to the ridge; local x along the eave
        if axis == 'x':
            base = Matrix.Translation((cx, cy - half, zeave)) if side < 0 else \
                Matrix.Translation((cx, cy + half, zeave)) @ Matrix.Rotation(math.pi, 4, 'Z')
        else:
            base = Matrix.Translation((cx - half, cy, zeave)) @ Matrix.Rotation(-math.pi / 2, 4, 'Z') if side < 0 else \
                Matrix.Translation((cx + half, cy, zeave)) @ Matrix.Rotation(math.pi / 2, 4, 'Z')
        o.matrix_world = base @ Matrix.Rotation(ang, 4, 'X')
        objs.append(o)
    if hip > 0:
        hr = half
        slope_h = math.hypot(hr, rise)
        ang_h = math.atan2(rise, hr)
        for end in (-1, 1):   # hip end triangles in local coords (x along the eave, y up the slope)
            pts = [(-half, 0, 0), (half, 0, 0), (0, slope_h, 0)]
            o = mesh_obj(name + '_hip', pts + [(p[0], p[1], -thick) for p in pts],
                         [(0, 1, 2), (5, 4, 3), (0, 3, 4, 1), (1, 4, 5, 2), (2, 5, 3, 0)], mat, collection)
            if axis == 'x':
                base = Matrix.Translation((cx + end * L_ / 2, cy, zeave)) @ Matrix.Rotation(end * math.pi / 2, 4, 'Z')
            else:
                base = Matrix.Translation((cx, cy + end * L_ / 2, zeave)) @ Matrix.Rotation(math.pi if end > 0 else 0.0, 4, 'Z')
            o.matrix_world = base @ Matrix.Rotation(ang_h, 4, 'X')
            objs.append(o)
    elif gable_mat is not None:
        for end in (0, 1):
            if axis == 'x':
                xx = x0 if end == 0 else x1
                pts = [(xx, y0, z0), (xx, y1, z0), (xx, cy, z0 + ridge_h)]
            else:
                yy = y0 if end == 0 else y1
                pts = [(x0, yy, z0), (x1, yy, z0), (cx, yy, z0 + ridge_h)]
            o = prism_tri(name + '_gable', pts, axis, gable_mat, collection)
            objs.append(o)
    return objs


def prism_tri(name, pts, axis, mat, collection=None, t=0.25):
    d = (t, 0, 0) if axis == 'x' else (0, t, 0)
    v = [tuple(p) for p in pts] + [(p[0] + d[0], p[1] + d[1], p[2]) for p in pts]
    v = [(p[0] - d[0] / 2, p[1] - d[1] / 2, p[2]) for p in v]
    f = [(0, 1, 2), (5, 4, 3), (0, 3, 4, 1), (1, 4, 5, 2), (2, 5, 3, 0)]
    return mesh_obj(name, v, f, mat, collection)


def smooth(o, angle=40):
    for p in o.data.polygons:
        p.use_smooth = True
    o.data.use_auto_smooth = True
    o.data.auto_smooth_angle = math.radians(angle)
    return o


def subsurf(o, levels=2):
    s = o.modifiers.new('sub', 'SUBSURF')
    s.levels = levels
    s.render_levels = levels
    smooth(o, 80)
    return o


def join(objs, name=None):
    objs = [o for o in objs if o is not None]
    if not objs:
        return None
    ctx = bpy.context
    for o in ctx.view_layer.objects:
        o.select_set(False)
    for o in objs:
        o.select_set(True)
    ctx.view_layer.objects.active = objs[0]
    bpy.ops.object.join()
    o = ctx.view_layer.objects.active
    if name:
        o.name = name
    return o


def apply_mods(o):
    ctx = bpy.context
    for x in ctx.view_layer.objects:
        x.select_set(False)
    o.select_set(True)
    ctx.view_layer.objects.active = o
    for m in list(o.modifiers):
        bpy.ops.object.modifier_apply(modifier=m.name)


# ----------------------------------------------------------------------------------------------- lights
def light(name, kind, loc, power, color=(1, 1, 1), rot=(0, 0, 0), size=0.1, size_y=None, spot=None, blend=0.3,
          portal=False, shape='RECTANGLE', camera=True, glossy=True, collection=None):
    ld = bpy.data.lights.new(name, kind)
    ld.energy = power
    ld.color = color[:3]
    if kind == 'AREA':
        ld.shape = shape
        ld.size = size
        ld.size_y = size_y if size_y else size
        if portal:
            ld.cycles.is_portal = True
    elif kind in ('POINT', 'SPOT'):
        ld.shadow_soft_size = size
    if kind == 'SPOT':
        ld.spot_size = math.radians(spot or 90)
        ld.spot_blend = blend
    o = bpy.data.objects.new(name, ld)
    o.location = loc
    o.rotation_euler = rot
    (collection or bpy.context.scene.collection).objects.link(o)
    if not camera:
        o.visible_camera = False
    if not glossy:
        o.visible_glossy = False
    return o


def area_down(name, x, y, z, power, sx, sy=None, k=2800, collection=None):
    return light(name, 'AREA', (x, y, z), power, kelvin(k), size=sx, size_y=sy or sx, camera=False, collection=collection)


def sun(elev, azim, strength=4.0, color=(1.0, 0.95, 0.88), angle=1.0):
    """azim: compass direction the sun shines FROM, degrees (0 = +Y, 90 = +X)."""
    a = math.radians(azim)
    e = math.radians(elev)
    d = Vector((math.sin(a) * math.cos(e), math.cos(a) * math.cos(e), math.sin(e)))
    o = light('sun', 'SUN', (0, 0, 20), strength, color)
    o.rotation_euler = (-d).to_track_quat('-Z', 'Y').to_euler()
    o.data.angle = math.radians(angle)
    return o


# ----------------------------------------------------------------------------------------------- skies
def world_nishita(elev, azim, strength=1.0, air=1.0, dust=1.0, ozone=1.0, disc=False):
    w = bpy.data.worlds.new('sky')
    bpy.context.scene.world = w
    w.use_nodes = True
    nt = w.node_tree
    for n in list(nt.nodes):
        nt.nodes.remove(n)
    sky = nt.nodes.new('ShaderNodeTexSky')
    sky.sky_type = 'NISHITA'
    sky.sun_elevation = math.radians(elev)
    # Blender's sun_rotation is measured from +X towards +Y? It is the azimuth around Z, 0 = +Y in practice we map:
    sky.sun_rotation = math.radians(-azim)  # compass (0 = +Y, 90 = +X) to Blender's rotation
    sky.sun_disc = disc
    sky.air_density = air
    sky.dust_density = dust
    sky.ozone_density = ozone
    sky.altitude = 50
    bg = nt.nodes.new('ShaderNodeBackground')
    bg.inputs['Strength'].default_value = strength
    o = nt.nodes.new('ShaderNodeOutputWorld')
    nt.links.new(sky.outputs[0], bg.inputs[0])
    nt.links.new(bg.outputs[0], o.inputs[0])
    return w


def world_twilight(azim_glow=250.0, strength=1.0, zenith='#0d1c3f', mid='#2f4f86', horizon='#b77a5c', glow='#e49a62',
                   clouds=0.6, below='#141820'):
    """Blue-hour sky built by hand: deep blue zenith, lighter band above the horizon, a warm glow where the sun set,
    and faint stratus streaks. azim_glow: compass direction of the afterglow (0 = +Y, 90 = +X)."""
    w = bpy.data.worlds.new('twilight')
    bpy.context.scene.world = w
    w.use_nodes = True
    nt = w.node_tree
    for n in list(nt.nodes):
        nt.nodes.remove(n)
    d = N(nt, 'ShaderNodeTexCoord').outputs['Generated']   # for world: the view direction
    x, y, z = sep(nt, d)
    up = M_(nt, 'MAXIMUM', z, 0.0)
    h = M_(nt, 'POWER', up, 0.45)
    c = ramp(nt, h, [(0.0, col(horizon)), (0.12, col(mid)), (0.55, scaled(col(zenith), 1.4)), (1.0, col(zenith))])
    a = math.radians(azim_glow)
    gx, gy = math.sin(a), math.cos(a)
    dot = M_(nt, 'ADD', M_(nt, 'MULTIPLY', x, gx), M_(nt, 'MULTIPLY', y, gy))
    gl = M_(nt, 'MULTIPLY', M_(nt, 'POWER', M_(nt, 'MAXIMUM', dot, 0.0), 3.0), M_(nt, 'POWER', M_(nt, 'SUBTRACT', 1.0, up, True), 6.0))
    c = mix(nt, M_(nt, 'MULTIPLY', gl, 0.85), c, col(glow))
    if clouds > 0:
        # thin streaks: noise stretched horizontally, projected on a dome
        pr = comb(nt, M_(nt, 'DIVIDE', x, M_(nt, 'ADD', z, 0.08)), M_(nt, 'DIVIDE', y, M_(nt, 'ADD', z, 0.08)), 0.0)
        px, py, pz = sep(nt, pr)
        cn = noise(nt, comb(nt, M_(nt, 'MULTIPLY', px, 0.6), M_(nt, 'MULTIPLY', py, 2.2), 0.0), 1.3, 6, 0.55)
        cm = M_(nt, 'MULTIPLY', M_(nt, 'SUBTRACT', cn, 0.52, True), 3.0 * clouds)
        cm = M_(nt, 'MULTIPLY', cm, M_(nt, 'SUBTRACT', 1.0, M_(nt, 'POWER', up, 0.8), True))
        ccol = mix(nt, M_(nt, 'MULTIPLY', gl, 1.5), scaled(col(mid), 0.75), col(glow))
        c = mix(nt, M_(nt, 'MINIMUM', cm, 0.8), c, ccol)
    below_h = M_(nt, 'LESS_THAN', z, 0.0)
    c = mix(nt, below_h, c, col(below))
    HORIZON['colour'] = col(horizon)
    bg = N(nt, 'ShaderNodeBackground', {'Color': c, 'Strength': strength})
    o = N(nt, 'ShaderNodeOutputWorld')
    L(nt, bg.outputs[0], o.inputs[0])
    return w


def world_overcast(strength=1.0, top='#c9d2db', horizon='#e8ebee'):
    w = bpy.data.worlds.new('overcast')
    bpy.context.scene.world = w
    w.use_nodes = True
    nt = w.node_tree
    for n in list(nt.nodes):
        nt.nodes.remove(n)
    d = N(nt, 'ShaderNodeTexCoord').outputs['Generated']
    x, y, z = sep(nt, d)
    c = ramp(nt, M_(nt, 'MAXIMUM', z, 0.0), [(0.0, col(horizon)), (1.0, col(top))])
    HORIZON['colour'] = col(horizon)
    bg = N(nt, 'ShaderNodeBackground', {'Color': c, 'Strength': strength})
    o = N(nt, 'ShaderNodeOutputWorld')
    L(nt, bg.outputs[0], o.inputs[0])
    return w


def haze(mats, metres=10000.0, elev=0.05):
    """Aerial perspective for far scenery (the city from a tower): each material fades with its distance from the
    camera towards the sky's own colour just above the horizon in the direction looked, 1 - exp(-d / metres) of the
    way (10 km: 10 % at 1 km, 18 % at 2 km; 3 km washed the Harbourfront view out to white). Under a Nishita sky the colour is a copy of the world's sky evaluated
    there, so it matches the sky behind the towers; under the hand-built skies it is their horizon colour. Emission
    mixed in this way adds no noise."""
    world = bpy.context.scene.world
    wn = world.node_tree.nodes
    wsky = next((n for n in wn if n.bl_idname == 'ShaderNodeTexSky'), None)
    wbg = next(n for n in wn if n.bl_idname == 'ShaderNodeBackground')
    strength = wbg.inputs['Strength'].default_value
    for m in mats:
        nt = m.node_tree
        out = next((n for n in nt.nodes if n.bl_idname == 'ShaderNodeOutputMaterial'), None)
        if out is None or not out.inputs['Surface'].links:
            continue
        src = out.inputs['Surface'].links[0].from_socket
        d = N(nt, 'ShaderNodeCameraData').outputs['View Distance']
        fac = M_(nt, 'SUBTRACT', 1.0, M_(nt, 'EXPONENT', M_(nt, 'DIVIDE', d, -metres)))
        if wsky is not None:
            inc = sep(nt, N(nt, 'ShaderNodeNewGeometry').outputs['Incoming'])
            v = comb(nt, M_(nt, 'MULTIPLY', inc[0], -1.0), M_(nt, 'MULTIPLY', inc[1], -1.0), elev)
            v = N(nt, 'ShaderNodeVectorMath', {0: v}, operation='NORMALIZE').outputs[0]
            sk = N(nt, 'ShaderNodeTexSky', {'Vector': v})
            for k in ('sky_type', 'sun_elevation', 'sun_rotation', 'air_density', 'dust_density', 'ozone_density', 'altitude'):
                setattr(sk, k, getattr(wsky, k))
            sk.sun_disc = False
            colour = sk.outputs[0]
        else:
            colour = HORIZON.get('colour', (0.8, 0.82, 0.85))
        em = N(nt, 'ShaderNodeEmission', {'Color': colour, 'Strength': strength})
        mx = N(nt, 'ShaderNodeMixShader', {'Fac': fac, 1: src, 2: em.outputs[0]})
        L(nt, mx.outputs[0], out.inputs['Surface'])


HORIZON = {}   # the hand-built skies record their horizon colour here for haze()


# ----------------------------------------------------------------------------------------------- camera
def camera(loc, target, lens, w=2400, h=1600, shift_x=0.0, level=True, pitch=None, name='cam'):
    """Real-estate camera: level (pitch exactly 90 degrees, so verticals stay vertical) and framed with vertical
    lens shift so that `target` (x, y, z) lands in the centre of the frame. pitch (degrees below level) is for
    aerials only."""
    s = bpy.context.scene
    cd = bpy.data.cameras.new(name)
    cd.lens = lens
    cd.sensor_width = 36
    cd.sensor_fit = 'AUTO'       # 36 mm on the long side: same lens reads the same on portrait masters
    cd.clip_start = 0.05
    cd.clip_end = 5000
    o = bpy.data.objects.new(name, cd)
    s.collection.objects.link(o)
    o.location = loc
    dx, dy, dz = (target[0] - loc[0], target[1] - loc[1], target[2] - loc[2])
    yaw = math.atan2(-dx, dy)
    if level and pitch is None:
        o.rotation_euler = (math.radians(90), 0, yaw)
        dist = math.hypot(dx, dy)
        cd.shift_y = (lens / 36.0) * dz / dist
        cd.shift_x = shift_x
    else:
        pt = math.radians(pitch) if pitch is not None else math.atan2(-dz, math.hypot(dx, dy))
        o.rotation_euler = (math.radians(90) - pt, 0, yaw)
        cd.shift_x = shift_x
    s.camera = o
    s.render.resolution_x = w
    s.render.resolution_y = h
    return o


# ----------------------------------------------------------------------------------------------- trees
_TREE_CACHE = {}


def sapling(kind='maple', seed=1, height=10.0, leaves=True, leaf_mat=None, bark_mat=None, collection=None,
            autumn=0.0, leaf_density=1.0):
    """A branching tree from the Sapling add-on (Weber-Penn), converted to meshes: trunk/branches + leaf cards."""
    import addon_utils
    addon_utils.enable('add_curve_sapling', default_set=False)
    import add_curve_sapling
    presets = {'maple': 'small_maple', 'aspen': 'quaking_aspen', 'birch': 'white_birch', 'willow': 'willow',
               'fir': 'douglas_fir', 'pine': 'small_pine', 'jmaple': 'japanese_maple'}
    path = os.path.join(os.path.dirname(add_curve_sapling.__file__), 'presets', presets[kind] + '.py')
    with open(path) as f:
        p = eval(f.read())
    p['seed'] = seed
    p['showLeaves'] = leaves
    p['useArm'] = False
    p['armAnim'] = False
    p['leafAnim'] = False
    p['makeMesh'] = False
    if 'leaves' in p and leaf_density != 1.0:
        p['leaves'] = int(p['leaves'] * leaf_density)
    scale0 = p.get('scale', 10.0)
    for k in list(p.keys()):
        if k in ('limitImport',):
            p.pop(k)
    ctx = bpy.context
    before = set(bpy.data.objects)
    try:
        bpy.ops.curve.tree_add(**p)
    except TypeError as e:
        # unknown keys across versions: drop them one by one
        bad = str(e)
        print('sapling args issue', bad)
        raise
    new = [o for o in bpy.data.objects if o not in before]
    out = []
    k = height / scale0
    for o in new:
        if o.type == 'CURVE':
            o.data.bevel_resolution = 1
            o.data.resolution_u = 2
        o.scale = (k, k, k)
        if o.type == 'CURVE':
            ctx.view_layer.objects.active = o
            for x in ctx.view_layer.objects:
                x.select_set(False)
            o.select_set(True)
            bpy.ops.object.convert(target='MESH')
            o = ctx.view_layer.objects.active
            o.data.materials.clear()
            o.data.materials.append(bark_mat or bark())
            out.append(o)
        elif o.type == 'MESH':
            o.data.materials.clear()
            o.data.materials.append(leaf_mat or foliage())
            out.append(o)
    for o in out:
        link(o, collection)
    return out


# ----------------------------------------------------------------------------------------------- render pipeline
PASSES = ['Image', 'DiffDir', 'DiffInd', 'DiffCol', 'GlossDir', 'GlossInd', 'GlossCol', 'TransDir', 'TransInd',
          'TransCol', 'Emit', 'Env', 'Normal', 'Position']


def cycles_setup(a, samples=512, time_limit=300, threshold=0.03, min_samples=16, bounces=(6, 3, 2, 4), clamp_ind=4.0,
                 clamp_dir=0.0, blur_glossy=1.5, exposure=0.0, look='Medium High Contrast', guiding=True):
    s = bpy.context.scene
    c = s.cycles
    for o in bpy.data.objects:   # glass panes cast no shadows (Transparent+Glossy would block sun and lamps)
        if o.type == 'MESH' and any(m and m.name.startswith(('glass', 'sheer')) for m in o.data.materials):
            if any(m and m.name.startswith('glass') for m in o.data.materials):
                o.visible_shadow = False
    for pre in filter(None, os.environ.get('NF_HIDE', '').split(',')):
        for o in bpy.data.objects:
            if o.name.startswith(pre):
                o.hide_render = True
    if os.environ.get('NF_GUIDING') is not None:
        guiding = os.environ['NF_GUIDING'] == '1'
    if os.environ.get('NF_BOUNCES'):
        bounces = tuple(int(v) for v in os.environ['NF_BOUNCES'].split(','))
    s.render.engine = 'CYCLES'
    c.device = 'CPU'
    # fixed sample counts (not a time limit): the machine is shared, and a time limit would make quality depend on
    # the load at render time. time_limit only guards against runaway renders.
    c.samples = a.samples or samples
    c.time_limit = a.time if a.time is not None else time_limit
    c.use_adaptive_sampling = True
    c.adaptive_threshold = threshold
    c.adaptive_min_samples = min_samples
    c.use_denoising = False
    c.max_bounces, c.diffuse_bounces, c.glossy_bounces, c.transmission_bounces = bounces
    c.transparent_max_bounces = 12
    c.volume_bounces = 0
    c.sample_clamp_direct = float(os.environ.get('NF_CLAMP_DIR', clamp_dir))
    c.sample_clamp_indirect = float(os.environ.get('NF_CLAMP_IND', clamp_ind))
    c.blur_glossy = blur_glossy
    c.caustics_reflective = False
    c.caustics_refractive = False
    c.light_sampling_threshold = 0.01
    c.seed = 7
    c.use_auto_tile = False
    try:
        c.use_guiding = guiding
        c.use_surface_guiding = guiding
        c.use_volume_guiding = False
    except Exception as e:
        print('no path guiding', e)
    s.render.threads_mode = 'FIXED'
    s.render.threads = 2
    s.render.resolution_percentage = a.pct
    s.render.film_transparent = False
    s.render.filter_size = 1.2
    s.view_settings.view_transform = 'Filmic'
    s.view_settings.look = look
    s.view_settings.exposure = exposure
    s.view_settings.gamma = 1.0
    for m in bpy.data.materials:   # small emissive details (bulbs, screens) must not be sampled as lights
        if m.name.startswith(('bulb', 'emit', 'screen', 'shade', 'sheer', 'curtain_wall', 'can')):
            try:
                m.cycles.sample_as_light = False
            except Exception:
                pass


def render_and_filter(a, shot, iters=(4, 5, 3), bloom=0.04, sharpen=0.25, grain=0.006, post=None, wb=(1.0, 1.0, 1.0)):
    """Render with split passes, then run the edge-aware a-trous filter over demodulated lighting and write
    the master (AVIF) plus a preview PNG. Returns seconds spent."""
    import numpy as np
    s = bpy.context.scene
    if a.dry:
        print('DRY objects %d lights %d polys %d' % (len(bpy.data.objects), sum(o.type == 'LIGHT' for o in bpy.data.objects),
              sum(len(o.data.polygons) for o in bpy.data.objects if o.type == 'MESH')))
        if a.png:   # quick composition check: Workbench (needs an X display: run under xvfb-run)
            s.render.engine = 'BLENDER_WORKBENCH'
            s.display.shading.light = 'STUDIO'
            s.display.shading.color_type = 'MATERIAL'
            s.display.shading.show_shadows = True
            s.display.shading.show_cavity = True
            s.render.resolution_percentage = a.pct
            s.render.image_settings.file_format = 'PNG'
            s.render.filepath = a.png
            s.view_settings.view_transform = 'Standard'
            bpy.ops.render.render(write_still=True)
        return 0
    vl = s.view_layers[0]
    for p in ('diffuse_direct', 'diffuse_indirect', 'diffuse_color', 'glossy_direct', 'glossy_indirect',
              'glossy_color', 'transmission_direct', 'transmission_indirect', 'transmission_color', 'emit',
              'environment', 'normal', 'position'):
        setattr(vl, 'use_pass_' + p, True)
    tmp = '/tmp/nf-render/%s/' % (shot if a.pct == 100 else '%s-p%d' % (shot, a.pct))
    os.makedirs(tmp, exist_ok=True)
    s.use_nodes = True
    nt = s.node_tree
    for n in list(nt.nodes):
        nt.nodes.remove(n)
    rl = nt.nodes.new('CompositorNodeRLayers')
    comp = nt.nodes.new('CompositorNodeComposite')
    nt.links.new(rl.outputs['Image'], comp.inputs['Image'])
    fo = nt.nodes.new('CompositorNodeOutputFile')
    fo.base_path = tmp
    fo.format.file_format = 'OPEN_EXR'
    fo.format.color_depth = '32'
    fo.format.exr_codec = 'ZIP'
    fo.file_slots.clear()
    for p in PASSES:
        fo.file_slots.new(p)
        nt.links.new(rl.outputs[p], fo.inputs[p])
    s.render.image_settings.file_format = 'PNG'
    s.render.filepath = tmp + 'raw.png'
    print('SETUP_SECONDS %.1f' % (time.time() - T0))
    sys.stdout.flush()
    t = time.time()
    bpy.ops.render.render(write_still=True)
    t_render = time.time() - t
    print('RENDER_SECONDS %.1f' % t_render)
    sys.stdout.flush()

    with open(tmp + 'view.json', 'w') as f:
        json.dump({'exposure': s.view_settings.exposure, 'look': s.view_settings.look, 'frame': s.frame_current,
                   'camera': list(s.camera.matrix_world.translation),
                   'render_seconds': t_render, 'wb': list(wb), 'iters': list(iters)}, f)
    return post_process(a, shot, tmp, iters, bloom, sharpen, grain, post)


def post_process(a, shot, tmp, iters=(4, 5, 3), bloom=0.04, sharpen=0.25, grain=0.006, post=None):
    import numpy as np
    import cv2
    s = bpy.context.scene
    t = time.time()
    with open(tmp + 'view.json') as f:
        view = json.load(f)
    s.view_settings.view_transform = 'Filmic'
    s.view_settings.look = view['look']
    s.view_settings.exposure = view['exposure']
    var = getattr(a, 'variant', None) or {}
    if var:
        s.view_settings.exposure = view['exposure'] + var.get('exposure_offset', 0.0)
        s.view_settings.look = var.get('look', view['look'])

    def load(p):
        fn = tmp + p + '%04d.exr' % view['frame']
        im = bpy.data.images.load(fn)
        w, h = im.size
        arr = np.empty(w * h * 4, np.float32)
        im.pixels.foreach_get(arr)
        bpy.data.images.remove(im)
        return arr.reshape(h, w, 4)[:, :, :3].copy()

    P = {p: load(p) for p in PASSES}
    for k in ('DiffDir', 'DiffInd', 'GlossDir', 'GlossInd', 'TransDir', 'TransInd'):
        P[k] = defirefly(P[k])
    nrm = P['Normal']
    nrm /= np.maximum(np.linalg.norm(nrm, axis=2, keepdims=True), 1e-6)
    pos = P['Position']
    out = filter_passes(P, nrm, pos, iters, view.get('camera'))
    out = out * np.array(var.get('wb', view.get('wb', [1, 1, 1])), np.float32)   # white balance, in linear light
    if var.get('window_clip'):   # an unedited bracket: whatever is seen through the glass is pushed to white
        env_like = (P['Env'].sum(2) > 0) | (np.abs(P['Normal']).sum(2) < 0.5)
        glassy = cv2.GaussianBlur(env_like.astype(np.float32), (0, 0), 3)
        out = out + (glassy * 40.0)[..., None]
    if post:
        out = post(out)
    out = finishing(out, bloom, sharpen, grain)
    H, W = out.shape[:2]
    img = bpy.data.images.new('final', W, H, alpha=False, float_buffer=True)
    rgba = np.concatenate([out, np.ones((H, W, 1), np.float32)], axis=2).astype(np.float32)
    img.pixels.foreach_set(rgba.ravel())
    s.render.image_settings.file_format = 'PNG'
    s.render.image_settings.color_depth = '16'
    s.render.image_settings.color_mode = 'RGB'
    png = tmp + 'final.png'
    img.save_render(png, scene=s)
    t_filter = time.time() - t
    print('FILTER_SECONDS %.1f' % t_filter)
    dest = a.out or os.path.join(ROOT, 'src', 'images', 'renders', shot + '.avif')
    encode(png, dest)
    prev = a.png or '/tmp/nf-previews/%s.png' % shot
    os.makedirs(os.path.dirname(prev), exist_ok=True)
    import cv2
    im8 = cv2.imread(png, cv2.IMREAD_COLOR)
    sc = 1000.0 / max(im8.shape[:2])
    cv2.imwrite(prev, cv2.resize(im8, (int(im8.shape[1] * sc), int(im8.shape[0] * sc)), interpolation=cv2.INTER_AREA))
    keep = a.keep or any(x.get('params', {}).get('variant_of') == shot for x in load_json('shots.json'))
    if not keep:
        for f in os.listdir(tmp):
            if f.endswith('.exr'):
                os.remove(tmp + f)
    total = time.time() - T0
    print('TOTAL_SECONDS %.1f' % total)
    return total


def defirefly(x, k=3.0, add=0.05):
    """Clamp isolated hot pixels to a multiple of their 5x5 neighbourhood median (luminance), keeping hue."""
    import numpy as np
    import cv2
    lum = (x[..., 0] * 0.2126 + x[..., 1] * 0.7152 + x[..., 2] * 0.0722).astype(np.float32)
    med = cv2.medianBlur(lum, 5)
    lim = med * k + add * (med + 0.02)
    s = np.where(lum > lim, lim / np.maximum(lum, 1e-6), 1.0).astype(np.float32)
    return x * s[..., None]


NPOW = int(os.environ.get('NF_NPOW', 5))
LUM_FROM = int(os.environ.get('NF_LUM_FROM', 2))


def filter_passes(P, nrm, pos, iters, campos=None):
    """Edge-aware a-trous (SVGF-style) wavelet filter on demodulated lighting, guided by normal and plane distance
    (plus relative luminance for direct light, to keep shadow edges); surface colour is multiplied back after, so
    textures stay sharp. Geometric weights are computed once per tap and shared by every pass."""
    import numpy as np
    import cv2
    it_dir, it_ind, it_gl = iters
    groups = [
        ('dd', P['DiffDir'], it_dir, 0.9),
        ('di', P['DiffInd'], it_ind, None),
        ('gd', P['GlossDir'], it_gl, 0.5),
        ('gi', P['GlossInd'], it_gl, 1.0),
        ('tr', P['TransDir'] + P['TransInd'], it_gl, 1.0),
    ]
    # what the split passes do not explain (noisy in Blender 3.4 on lamp-lit surfaces) is filtered as well
    recon0 = P['DiffCol'] * (P['DiffDir'] + P['DiffInd']) + P['GlossCol'] * (P['GlossDir'] + P['GlossInd']) + \
        P['TransCol'] * (P['TransDir'] + P['TransInd']) + P['Emit'] + P['Env']
    resid0 = defirefly(P['Image'] - recon0)
    groups.append(('re', resid0, it_ind, None))
    H, W = nrm.shape[:2]
    K = np.array([1 / 16, 1 / 4, 3 / 8, 1 / 4, 1 / 16], np.float32)
    cur = {g[0]: g[1].astype(np.float32) for g in groups}
    # plane-distance sigma grows with distance from camera so far surfaces are filtered as much as near ones
    cp = np.array(campos if campos else [0, 0, 0], np.float32)
    dist = np.linalg.norm(pos - cp, axis=2) if campos else np.full((H, W), 8.0, np.float32)
    inv_sig = float(os.environ.get('NF_PLANE', 0.25)) / (0.015 + 0.004 * dist)   # plane tolerance grows with distance
    max_it = max(g[2] for g in groups)
    invalid = (np.abs(nrm).sum(2) < 0.5)
    bg = invalid & (P['Env'].sum(2) > 0)
    invalid = invalid & ~bg
    print('INVALID_NORMALS %.4f' % invalid.mean())

    def lum(x):
        return x[..., 0] * 0.2126 + x[..., 1] * 0.7152 + x[..., 2] * 0.0722

    for it in range(max_it):
        st = 1 << it
        pad = 2 * st
        npd = np.pad(nrm, ((pad, pad), (pad, pad), (0, 0)), mode='edge')
        pp = np.pad(pos, ((pad, pad), (pad, pad), (0, 0)), mode='edge')
        active = [g for g in groups if it < g[2]]
        pads = {g[0]: np.pad(cur[g[0]], ((pad, pad), (pad, pad), (0, 0)), mode='edge') for g in active}
        # luminance guide from a blurred copy: edge-stopping on the raw noisy value would keep the noise
        lums = {g[0]: cv2.GaussianBlur(lum(cur[g[0]]), (0, 0), 2.0) for g in active if g[3] is not None}
        lpads = {k: np.pad(v, ((pad, pad), (pad, pad)), mode='edge') for k, v in lums.items()}
        acc = {g[0]: np.zeros((H, W, 3), np.float32) for g in active}
        wacc = {g[0]: np.zeros((H, W), np.float32) for g in active}
        for i in range(5):
            for j in range(5):
                dy, dx = (i - 2) * st + pad, (j - 2) * st + pad
                nq = npd[dy:dy + H, dx:dx + W]
                pq = pp[dy:dy + H, dx:dx + W]
                d = np.clip((nrm * nq).sum(2), 0, 1)
                # pixels whose data passes were never written (seen through several glass layers) have a zero
                # normal: let them blend with everything around rather than staying isolated dark dots
                d = np.where(invalid | np.pad(invalid, pad, mode='edge')[dy:dy + H, dx:dx + W], 1.0, d)
                d = np.where(np.pad(bg, pad, mode='edge')[dy:dy + H, dx:dx + W], 0.0, d)   # never blend in sky
                for _ in range(NPOW):
                    d = d * d    # ^(2^NPOW)
                dpl = np.abs((nrm * (pq - pos)).sum(2))
                dpl = np.where(invalid, 0.0, dpl)
                wg = (K[i] * K[j]) * d * np.exp(-dpl * inv_sig)
                for name, _, _, sl in active:
                    w = wg
                    if sl is not None and it >= LUM_FROM:
                        lq = lpads[name][dy:dy + H, dx:dx + W]
                        lp = lums[name]
                        w = wg * np.exp(-np.abs(lq - lp) / (sl * (lp + 0.02)))
                    acc[name] += pads[name][dy:dy + H, dx:dx + W] * w[..., None]
                    wacc[name] += w
        for name, _, _, _ in active:
            cur[name] = acc[name] / np.maximum(wacc[name], 1e-8)[..., None]
    out = P['DiffCol'] * (cur['dd'] + cur['di']) + P['GlossCol'] * (cur['gd'] + cur['gi']) + \
        P['TransCol'] * cur['tr'] + P['Emit'] + P['Env']
    recon = P['DiffCol'] * (P['DiffDir'] + P['DiffInd']) + P['GlossCol'] * (P['GlossDir'] + P['GlossInd']) + \
        P['TransCol'] * (P['TransDir'] + P['TransInd']) + P['Emit'] + P['Env']
    resid = P['Image'] - recon
    print('RECON_ERR %.5f (mean %.4f)' % (np.abs(resid).mean(), P['Image'].mean()))
    return np.maximum(out + cur['re'], 0.0)


def finishing(img, bloom=0.04, sharpen=0.25, grain=0.006):
    """Photographic finish in linear light: soft bloom around bright lamps, a touch of unsharp mask on the
    luminance, and very fine grain so flat areas do not look synthetic."""
    import numpy as np
    import cv2
    H, W = img.shape[:2]
    if bloom > 0:
        hi = np.maximum(img - 1.2, 0.0)
        b = cv2.GaussianBlur(hi, (0, 0), W / 300.0) * 0.6 + cv2.GaussianBlur(hi, (0, 0), W / 80.0) * 0.4
        img = img + b * bloom * 10
    if sharpen > 0:
        bl = cv2.GaussianBlur(img, (0, 0), 1.0)
        img = np.maximum(img + (img - bl) * sharpen, 0)
    if grain > 0:
        r = np.random.default_rng(11)
        n = r.standard_normal((H, W, 1)).astype(np.float32)
        n = cv2.GaussianBlur(n, (0, 0), 0.6)[..., None] * 1.6
        img = img * (1.0 + n * grain * 4) + n * grain * 0.02
        img = np.maximum(img, 0)
    return img.astype(np.float32)


def encode(png, dest, target_kb=380):
    """PNG (16-bit) -> AVIF with Debian's avifenc: 8-bit 4:2:0, quantiser chosen to land under target_kb."""
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    tmp8 = png.replace('.png', '_8.png')
    import cv2
    im = cv2.imread(png, cv2.IMREAD_UNCHANGED)
    if im.dtype != 'uint8':
        import numpy as np
        r = np.random.default_rng(3).random(im.shape[:2] + (1,)) - 0.5   # dither to 8 bits: no banding in skies
        im = np.clip(im.astype(np.float32) / 257.0 + r, 0, 255).astype('uint8')
    cv2.imwrite(tmp8, im)
    for q in (18, 21, 24, 27, 30, 33, 36):
        cmd = ['avifenc', '-s', '5', '-j', '2', '-d', '8', '-y', '420', '--min', str(q - 4), '--max', str(q),
               '-a', 'end-usage=q', '-a', 'cq-level=%d' % q, '-a', 'tune=ssim', tmp8, dest]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        kb = os.path.getsize(dest) / 1024
        if kb <= target_kb:
            break
    print('AVIF %s %.0f KB (q %d)' % (dest, kb, q))

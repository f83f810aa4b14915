# Brand apparel for the studio's product shots, placed by a shot's params ('apparel': a list of {kind, at, ...}):
# folded soft-shells with an embroidered client mark, a knit toque, a canvas tote and business cards.
# Marks are PNGs in studio/screens/ (white on transparent, cut from the client logos by
# studio/marks.ts); 'thread' tints them, so the same mark can be tonal or white.
import math
import os
import bpy
import nf

HERE = os.path.dirname(os.path.abspath(__file__))


def curve_tube(name, pts, r, mat, cyclic=False):
    """A round tube through pts (a seam, a collar, a handle)."""
    cu = bpy.data.curves.new(name, 'CURVE')
    cu.dimensions = '3D'
    cu.bevel_depth = r
    cu.bevel_resolution = 4
    cu.resolution_u = 12
    sp = cu.splines.new('POLY' if len(pts) < 3 else 'NURBS')
    sp.points.add(len(pts) - 1)
    for p, q in zip(sp.points, pts):
        p.co = (*q, 1.0)
    sp.use_endpoint_u = True
    sp.use_cyclic_u = cyclic
    sp.order_u = min(4, len(pts))
    o = bpy.data.objects.new(name, cu)
    bpy.context.scene.collection.objects.link(o)
    o.data.materials.append(mat)
    return o


def soft(o, levels=2, puff=0.0025, seed=0):
    """Round a beveled slab into cloth: subdivide, then a broad and a fine displacement so no edge is ruler-straight
    and the top has the shallow ripples of folded cloth."""
    s = o.modifiers.new('sub', 'SUBSURF')
    s.levels = s.render_levels = levels
    for k, (scale, amount) in enumerate(((0.15, puff * 1.6), (0.05, puff * 0.7), (0.02, puff * 0.25))):
        t = bpy.data.textures.new('cloth_noise_%d_%d' % (seed, k), 'CLOUDS')
        t.noise_scale = scale
        t.noise_depth = 2
        d = o.modifiers.new('puff%d' % k, 'DISPLACE')
        d.texture = t
        d.texture_coords = 'GLOBAL'
        d.strength = amount
        d.mid_level = 0.5
    for p in o.data.polygons:
        p.use_smooth = True
    return o


def knit(color, name, rib=0.0, scale=260.0):
    """Knit or woven cloth: the site's fabric plus ribs (for a toque's cuff and body) when rib > 0."""
    m, nt, out = nf.new_mat(name)
    p = nf.tex(nt, 'Object')
    c0 = nf.col(color)
    n = nf.noise(nt, p, 4.0, 4)
    c = nf.ramp(nt, n, [(0.3, nf.scaled(c0, 0.9)), (0.7, c0)])
    fuzz = nf.noise(nt, p, 600, 4)
    if rib > 0:
        # ribs run round the toque (vertical stripes in plan angle), cut from the angle about the object's z
        ang = nf.N(nt, 'ShaderNodeMath', {0: nf.sep(nt, p)[1], 1: nf.sep(nt, p)[0]}, operation='ARCTAN2').outputs[0]
        w = nf.N(nt, 'ShaderNodeTexWave', {'Vector': nf.comb(nt, ang, 0.0, 0.0), 'Scale': rib, 'Distortion': 0.0},
                 wave_type='BANDS', bands_direction='X').outputs['Fac']
        st = nf.N(nt, 'ShaderNodeTexWave', {'Vector': p, 'Scale': scale * 1.5, 'Distortion': 1.0},
                  wave_type='BANDS', bands_direction='Z').outputs['Fac']
        h = nf.M_(nt, 'ADD', nf.M_(nt, 'MULTIPLY', w, 1.0), nf.M_(nt, 'MULTIPLY', st, 0.25))
        c = nf.mix(nt, nf.M_(nt, 'MULTIPLY', w, 0.45), c, nf.scaled(c0, 0.62), 'MIX')
        nrm = nf.bump(nt, nf.M_(nt, 'ADD', h, fuzz), 0.5, 0.004)
    else:
        weave = nf.N(nt, 'ShaderNodeTexWave', {'Vector': p, 'Scale': scale, 'Distortion': 0.4},
                     wave_type='BANDS', bands_direction='DIAGONAL').outputs['Fac']
        nrm = nf.bump(nt, nf.M_(nt, 'ADD', weave, fuzz), 0.25, 0.0015)
    nf.out_bsdf(nt, out, c, 0.92, 0.25, normal=nrm, **{'Sheen': 1.0, 'Sheen Tint': 0.5})
    return m


def mark_mat(png, thread, name, stitch=True):
    """A mark cut out by its PNG's alpha: embroidered (satin-stitch bump, a little sheen) or printed (flat)."""
    m, nt, out = nf.new_mat(name)
    g = nf.sep(nt, nf.tex(nt, 'Generated'))
    t = nf.N(nt, 'ShaderNodeTexImage')
    t.image = bpy.data.images.load(os.path.join(HERE, png))
    t.interpolation = 'Cubic'
    t.extension = 'CLIP'
    nf.L(nt, nf.comb(nt, g[0], g[1], 0.0), t.inputs['Vector'])
    c = nf.col(thread)
    if stitch:
        st = nf.N(nt, 'ShaderNodeTexWave', {'Vector': nf.tex(nt, 'Object'), 'Scale': 900.0, 'Distortion': 0.3},
                  wave_type='BANDS', bands_direction='DIAGONAL').outputs['Fac']
        # the satin stitch's thread lines only: a bump from the mark's own edge would tip the normals of strokes
        # a millimetre wide away from the light and turn them dark
        b = nf.principled(nt, c, 0.45, 0.5, 0.0, nf.bump(nt, st, 0.12, 0.0005), **{'Sheen': 0.6, 'Sheen Tint': 0.3})
    else:
        b = nf.principled(nt, c, 0.7, 0.3)
    tr = nf.N(nt, 'ShaderNodeBsdfTransparent')
    mx = nf.N(nt, 'ShaderNodeMixShader')
    nf.L(nt, t.outputs['Alpha'], mx.inputs[0])
    nf.L(nt, tr.outputs[0], mx.inputs[1])
    nf.L(nt, b.outputs[0], mx.inputs[2])
    nf.L(nt, mx.outputs[0], out.inputs['Surface'])
    m.blend_method = 'CLIP'
    return m


def decal(name, cx, cy, z, w, aspect, mat, yaw=0.0, onto=None):
    """A flat mark w wide, centred at (cx, cy), lying just above z; its Generated coords span the PNG. With onto,
    it is finely subdivided and shrink-wrapped onto that cloth, so it follows the puffs instead of floating."""
    h = w / aspect
    o = nf.box(name, -w / 2, w / 2, -h / 2, h / 2, 0.0, 0.0002, mat)
    o.location = (cx, cy, z)
    o.rotation_euler = (0, 0, yaw)
    if onto is not None:
        s = o.modifiers.new('fine', 'SUBSURF')
        s.subdivision_type = 'SIMPLE'
        s.levels = s.render_levels = 5
        sw = o.modifiers.new('wrap', 'SHRINKWRAP')
        sw.target = onto
        sw.wrap_method = 'PROJECT'
        sw.use_project_z = True
        sw.use_negative_direction = True
        sw.use_positive_direction = True
        sw.offset = 0.0007
    return o


def group(objs, at, yaw):
    """Move objects built around the origin to (x, y, z) and turn them by yaw about z."""
    x, y, z = at
    for o in objs:
        ox, oy, oz = o.location
        c, s = math.cos(yaw), math.sin(yaw)
        o.location = (x + ox * c - oy * s, y + ox * s + oy * c, z + oz)
        o.rotation_euler = (o.rotation_euler[0], o.rotation_euler[1], o.rotation_euler[2] + yaw)


def folded(g, z0):
    """A folded soft-shell, front up, collar at +y: a soft slab, the stand collar folded flat, the zip, ridges where
    the sleeves fold under, and an embroidered chest mark."""
    w, d, t = g.get('w', 0.30), g.get('d', 0.36), g.get('t', 0.032)
    cloth = knit(g['color'], 'softshell_%s' % g['color'].strip('#'), scale=300)
    body = nf.box('garment', -w / 2, w / 2, -d / 2, d / 2, 0.0, t, cloth, t * 0.45, 3)
    out = [soft(body, 3, g.get('puff', 0.004), seed=int(z0 * 1000) % 97)]
    top = t + 0.001
    ch = d / 2 - 0.02      # the collar sits at the far end (+y)
    # the stand collar, folded flat: a band lying on the top, curving round the neck opening
    ring = [(0.07 * math.cos(a), ch - 0.035 * math.sin(a), 0.0) for a in [math.pi * k / 10 for k in range(11)]]
    band = curve_tube('collar', ring, 0.011, cloth)
    band.scale = (1, 1, 0.55)
    band.location = (0, 0, top + 0.004)
    out.append(band)
    zip_m = nf.plain(g.get('zip', '#16181c'), 0.35, 0.5, 0.3, name='zip_tape')
    out.append(nf.box('zip', -0.0025, 0.0025, -d / 2 + 0.012, ch - 0.035, top - 0.003, top + 0.0018, zip_m, 0.001))
    pull = nf.plain('#2a2c2f', 0.3, 0.5, 0.8, name='zip_pull')
    out.append(nf.box('zip_pull', -0.005, 0.005, ch - 0.068, ch - 0.04, top + 0.0015, top + 0.0035, pull, 0.0012))
    for sx in (-1, 1):      # where the sleeves fold under: a soft ridge a little in from each side
        xs = sx * (w / 2 - 0.028)
        out.append(curve_tube('fold_ridge', [(xs, -d / 2 + 0.015, top - 0.004), (xs * 1.02, -0.05, top - 0.0025),
                                             (xs * 0.99, 0.07, top - 0.0028), (xs, d / 2 - 0.015, top - 0.004)], 0.004, cloth))
    if g.get('mark'):       # the wearer's left chest, on the viewer's right
        thread = g.get('thread', '#dfe3ea')
        out.append(decal('mark', 0.07 * w / 0.30, ch - 0.11, top + 0.0004, g.get('mark_w', 0.1), g.get('mark_aspect', 3.33),
                         mark_mat(g['mark'], thread, 'mark_' + thread.strip('#'), g.get('stitch', True)), onto=body))
    group(out, (g['at'][0], g['at'][1], z0), math.radians(g.get('yaw', 0)))
    return t


def toque(g, z0):
    """A knit toque standing on its turned-up cuff: one revolved shape (cuff, a small step, the body rising to a
    soft crown), ribbed, with a pompom."""
    r = g.get('r', 0.088)
    m = knit(g['color'], 'knit_%s' % g['color'].strip('#'), rib=14.0)   # about 90 ribs round
    prof = [(r + 0.004, 0.0), (r + 0.009, 0.01), (r + 0.01, 0.035), (r + 0.009, 0.058), (r + 0.002, 0.064), (r, 0.07),
            (r * 0.99, 0.12), (r * 0.93, 0.165), (r * 0.78, 0.195), (r * 0.5, 0.214), (r * 0.2, 0.221), (0.0, 0.222)]
    body = nf.lathe('toque', prof, m)
    soft(body, 1, 0.003)
    out = [body]
    pom = nf.sphere('pompom', 0.04, (0, 0, 0.222 + 0.03), knit(g.get('pom', g['color']), 'pom_%s' % g['color'].strip('#'), scale=900), (1, 1, 0.9), 32)
    d = pom.modifiers.new('fluff', 'DISPLACE')
    tx = bpy.data.textures.new('pom_fluff', 'CLOUDS')
    tx.noise_scale = 0.006
    d.texture = tx
    d.strength = 0.006
    out.append(pom)
    if g.get('mark'):
        # a woven label sewn on the cuff, facing the camera side (-y)
        lab = nf.box('toque_label', -0.028, 0.028, -0.001, 0.0, 0.018, 0.044, nf.plain(g.get('label', '#e9e4d8'), 0.6, name='label'))
        lab.location = (0, -(r + 0.0105), 0)
        out.append(lab)
        if isinstance(g['mark'], str):    # the client's mark woven into the label
            o = decal('toque_mark', 0.0, 0.0, 0.0, 0.046, g.get('mark_aspect', 3.33),
                      mark_mat(g['mark'], g.get('thread', '#1f2a3a'), 'label_mark', stitch=False))
            o.rotation_euler = (math.radians(90), 0, 0)
            o.location = (0, -(r + 0.0118), 0.031)
            out.append(o)
    group(out, (g['at'][0], g['at'][1], z0), math.radians(g.get('yaw', 0)))
    return 0.0


def tote(g, z0):
    """A natural canvas tote standing upright, its front to -y, with a printed mark and two handles."""
    w, d, h = g.get('w', 0.36), g.get('d', 0.07), g.get('h', 0.38)
    can = knit(g.get('color', '#d9cfbb'), 'canvas', scale=220)
    body = nf.box('tote', -w / 2, w / 2, -d / 2, d / 2, 0.0, h, can, 0.01, 2)
    out = [soft(body, 2, 0.004)]
    for sy in (-d / 2 + 0.004, d / 2 - 0.004):
        pts = [(-0.08, sy, h - 0.01), (-0.075, sy * 1.3, h + 0.12), (0.0, sy * 1.5, h + 0.2), (0.075, sy * 1.3, h + 0.12),
               (0.08, sy, h - 0.01)]
        out.append(curve_tube('tote_handle', pts, g.get('handle_r', 0.009), can))
    if g.get('mark'):
        o = decal('tote_mark', 0.0, 0.0, 0.0, g.get('mark_w', 0.22), g.get('mark_aspect', 3.33),
                  mark_mat(g['mark'], g.get('thread', '#1f2937'), 'tote_mark', stitch=False))
        o.rotation_euler = (math.radians(90), 0, 0)
        o.location = (0.0, -d / 2 - 0.004, h * 0.5)
        out.append(o)
    group(out, (g['at'][0], g['at'][1], z0), math.radians(g.get('yaw', 0)))
    return 0.0


def cards(g, z0):
    """A small stack of business cards, the top one printed with the mark."""
    paper = nf.plain(g.get('color', '#f4f2ee'), 0.6, 0.3, name='card_stock')
    out = []
    for k in range(g.get('n', 6)):
        o = nf.box('card', -0.0445, 0.0445, -0.0255, 0.0255, k * 0.0004, k * 0.0004 + 0.00035, paper)
        o.rotation_euler = (0, 0, math.radians((k * 37 % 7) - 3) * 0.6)
        out.append(o)
    if g.get('mark'):
        out.append(decal('card_mark', 0.0, 0.004, g.get('n', 6) * 0.0004 + 0.0001, 0.06, g.get('mark_aspect', 3.33),
                         mark_mat(g['mark'], g.get('thread', '#1f2937'), 'card_mark', stitch=False)))
    group(out, (g['at'][0], g['at'][1], z0), math.radians(g.get('yaw', 0)))
    return 0.0


def place(items, z0=0.75):
    """Build the shot's apparel on a surface at z0; an item with 'stack' lies on the one before it."""
    z = z0
    for g in items:
        base = z if g.get('stack') else g.get('z', z0)
        k = g['kind']
        th = {'folded': folded, 'toque': toque, 'tote': tote, 'cards': cards}[k](g, base)
        z = base + th

# House builders by architectural style, parameterised by the property table (properties.json).
# Every builder puts the front façade on y = 0 facing -Y (the street), centred on x = 0, grade at z = 0,
# and returns a dict of anchor points the scene scripts use for cameras and lights.
import bpy, math, random
from mathutils import Vector
import nf, trees, arch
from arch import wall, window, door, lbox, interior_room


def material(spec, name):
    """Build a façade material from a property-table spec {kind, ...}."""
    k = dict(spec)
    kind = k.pop('kind')
    if kind == 'brick':
        return nf.brick(name=name, **k)
    if kind == 'stone':
        return nf.stone(name=name, **k)
    if kind == 'fieldstone':
        return nf.fieldstone(name=name, **k)
    if kind == 'stucco':
        return nf.render_mat(name=name, **k)
    if kind == 'siding':
        return nf.siding(name=name, **k)
    if kind == 'paint':
        return nf.paint(name=name, **k)
    raise ValueError(kind)


def sconce(x, y, z, rnd, face='-y', mat=None, power=6.0):
    """Wall lantern: small dark box with a glowing lens, plus a point light."""
    m = mat or nf.plain('#151515', 0.4, 0.5, 0.5, name='lantern_metal')
    dy = -0.12 if face == '-y' else 0.12
    nf.box('sconce', x - 0.08, x + 0.08, y + dy - 0.08, y + dy + 0.08, z - 0.18, z + 0.18, m, 0.01)
    nf.box('sconce_glow', x - 0.06, x + 0.06, y + dy - 0.09, y + dy - 0.07, z - 0.12, z + 0.1,
           nf.emission(nf.kelvin(2500), 30, name='emit_sconce'))
    nf.light('sconceL', 'POINT', (x, y + dy * 2.2, z), power, nf.kelvin(2600), size=0.05)


def soffit_lights(xs, y, z, power=28, k=3000, spot=110):
    mat = nf.emission(nf.kelvin(k), 25, name='can_glow')
    for x in xs:
        nf.light('soffit', 'SPOT', (x, y, z - 0.02), power, nf.kelvin(k), size=0.03, spot=spot, blend=0.7)
        nf.cyl('can', 0.045, 0.012, (x, y, z - 0.012), mat, 16)


# ------------------------------------------------------------------------------------------------ modern
def modern(P, night=True, seed=1):
    """Contemporary two-storey infill: charcoal-brick ground floor with garage and recessed entry, a rendered
    upper volume cantilevered over the entry with a cedar soffit, big black-framed glazing, flat roof."""
    rnd = random.Random(seed)
    W = P.get('width', 10.6)
    D = P.get('depth', 14.0)
    m = P['materials']
    base = material(m['base'], 'base_wall')
    upper = material(m['upper'], 'upper_wall')
    accent = material(m.get('accent', {'kind': 'siding', 'color': '#6e4528'}), 'accent_wall')
    frame = nf.plain(m.get('frame', '#141516'), 0.35, 0.5, 0.4, name='frame_black')
    inner = nf.paint(P.get('interior', {}).get('wall', '#ece6dc'), name='inner_paint')
    ls = nf.stone(m.get('trim', '#c9c2b3'), 0.06, 1.2, 0.6, 0.004, 'limestone_trim')
    x0, x1 = -W / 2, W / 2
    zf = 0.5                      # main floor above grade
    h1, slab, h2 = 3.0, 0.35, 2.9
    z1 = zf + h1                  # underside of the upper volume
    z2 = z1 + slab                # upper floor
    ztop = z2 + h2 + 0.5          # parapet
    cant = P.get('cantilever', 0.9)
    garage = P.get('garage', True)
    gx0, gx1 = x0 + 0.4, x0 + 3.3
    ex0, ex1 = (gx1 + 0.5, gx1 + 2.3) if garage else (x0 + 0.8, x0 + 2.6)
    lx0, lx1 = ex1 + 0.6, x1 - 0.45
    # ---- ground floor walls
    ops = [(ex0, ex1, zf, z1 - 0.01), (lx0, lx1, zf + 0.08, z1 - 0.25)]
    if garage:
        ops.append((gx0, gx1, 0.0, 2.35))
    wall('front_g', '-y', 0.0, x0, x1, -0.2, z1, ops, base, inner)
    wall('side_gl', '-x', x0, 0.0, D, -0.2, z1, [(4.0, 5.2, zf + 1.0, zf + 2.3)], base, inner)
    wall('side_gr', '+x', x1, 0.0, D, -0.2, z1, [(3.0, 4.4, zf + 1.0, zf + 2.3)], base, inner)
    wall('back_g', '+y', D, x0, x1, -0.2, z1, [], base, inner)
    window('-y', 0.0, lx0, lx1, zf + 0.08, z1 - 0.25, frame, mullions=[lx0 + (lx1 - lx0) * k / 3 for k in (1, 2)],
           depth=0.14, fw=0.05)
    window('-x', x0, 4.0, 5.2, zf + 1.0, zf + 2.3, frame, depth=0.14, fw=0.05)
    window('+x', x1, 3.0, 4.4, zf + 1.0, zf + 2.3, frame, depth=0.14, fw=0.05)
    # entry recess: cedar-lined porch, door in the back of the recess
    rd = 1.3
    nf.box('porch_floor', ex0, ex1, -0.9, rd, 0, zf, ls)
    for k in range(3):
        nf.box('step', ex0 - 0.2, ex1 + 0.2, -0.9 - (k + 1) * 0.32, -0.9 - k * 0.32, 0, zf - (k + 1) * zf / 3.5, ls, 0.01)
    nf.box('recess_l', ex0 - 0.02, ex0, 0, rd, zf, z1, accent)
    nf.box('recess_r', ex1, ex1 + 0.02, 0, rd, zf, z1, accent)
    nf.box('recess_c', ex0, ex1, 0, rd, z1 - 0.02, z1, accent)
    wall('recess_back', '-y', rd, ex0, ex1, zf, z1, [(ex0 + 0.1, ex0 + 1.3, zf, zf + 2.6)], accent, inner, t=0.2)
    door('-y', rd, ex0 + 0.1, ex0 + 1.3, zf, zf + 2.6, nf.wood('#5a3620', 0.22, 2.6, name='door_walnut', coat=0.4),
         frame, panels=False, depth=0.05)
    g = lbox('glass', '-y', rd, ex0 + 1.35, ex1 - 0.08, 0.08, 0.09, zf + 0.05, z1 - 0.1, nf.glass())
    g.visible_shadow = False
    if night:
        soffit_lights([(ex0 + ex1) / 2], rd / 2, z1 - 0.02, 40)
    # garage door: dark aluminium with frosted panels that glow a little at night
    if garage:
        gd = nf.plain('#1d1e20', 0.45, 0.5, 0.5, name='garage_alu')
        nf.box('gdoor', gx0, gx1, 0.14, 0.18, 0.0, 2.35, gd)
        frost = nf.emission('#f1d9b0', 1.4 if night else 0.0, name='emit_frost') if night else nf.plain('#c9ccce', 0.25, name='frost_day')
        for r in range(4):
            za = 0.12 + r * 0.56
            for c in range(4):
                xa = gx0 + 0.1 + c * (gx1 - gx0 - 0.2) / 4
                nf.box('gpanel', xa + 0.04, xa + (gx1 - gx0 - 0.2) / 4 - 0.04, 0.125, 0.14, za, za + 0.44, frost)
        nf.box('driveway', gx0 - 0.3, gx1 + 0.3, -P.get('setback', 7.5), 0.15, -0.05, 0.015,
               nf.concrete(0.36, 'pavers', joints=0.3, warm=0.015))
    # ---- upper volume, cantilevered forward
    uy0 = -cant
    ops_u = [(x0 + 0.6, x0 + 5.6, z2 + 0.1, z2 + 2.5), (x1 - 3.0, x1 - 2.2, z2 - 0.1, z2 + 2.7), (x1 - 1.6, x1 - 0.8, z2 - 0.1, z2 + 2.7)]
    wall('front_u', '-y', uy0, x0 - 0.1, x1 + 0.1, z1, ztop, ops_u, upper, inner)
    wall('side_ul', '-x', x0 - 0.1, uy0, D - 1, z1, ztop, [(2.0, 3.2, z2 + 0.6, z2 + 2.2)], upper, inner)
    wall('side_ur', '+x', x1 + 0.1, uy0, D - 1, z1, ztop, [], upper, inner)
    wall('back_u', '+y', D - 1, x0 - 0.1, x1 + 0.1, z1, ztop, [], upper, inner)
    nf.box('slab', x0 - 0.1, x1 + 0.1, uy0, D - 1, z1, z2, inner)
    nf.box('roof', x0 - 0.1, x1 + 0.1, uy0, D - 1, ztop - 0.6, ztop - 0.5, nf.concrete(0.3, 'roof_membrane'))
    nf.box('cap', x0 - 0.14, x1 + 0.14, uy0 - 0.04, D - 0.96, ztop, ztop + 0.05, frame)
    window('-y', uy0, x0 + 0.6, x0 + 5.6, z2 + 0.1, z2 + 2.5, frame, mullions=[x0 + 3.1], depth=0.14, fw=0.05)
    for (a, b) in [(x1 - 3.0, x1 - 2.2), (x1 - 1.6, x1 - 0.8)]:
        window('-y', uy0, a, b, z2 - 0.1, z2 + 2.7, frame, depth=0.14, fw=0.05)
    window('-x', x0 - 0.1, 2.0, 3.2, z2 + 0.6, z2 + 2.2, frame, depth=0.14, fw=0.05)
    # cedar soffit under the cantilever, with pot lights washing the brick below
    nf.box('soffit', x0 - 0.1, x1 + 0.1, uy0, 0.0, z1 - 0.06, z1, accent)
    if night:
        soffit_lights([x0 + 0.9, ex0 + 0.9, lx0 + 0.5, (lx0 + lx1) / 2, lx1 - 0.5], uy0 / 2, z1 - 0.06, 30)
    # ---- interiors seen through the glass
    ir = P.get('interior', {})
    wallc, floorc = ir.get('wall', '#ece6dc'), ir.get('floor', '#9a7450')
    lamp = 1.0 if night else 0.25
    interior_room(lx0 - 0.3, x1 - 0.3, 0.35, 6.0, zf, z1 - 0.02, rnd, 'living', lamp, wall=wallc, floor=floorc)
    interior_room(ex0, ex1, rd + 0.2, 6.5, zf, z1 - 0.02, rnd, 'stair', lamp, wall=wallc, floor=floorc)
    interior_room(x0 + 0.3, x0 + 5.9, uy0 + 0.35, 5.0, z2, ztop - 0.62, rnd, 'bedroom', lamp * 0.8, wall=wallc, floor=floorc,
                  curtains='#efe8dc')
    interior_room(x1 - 3.2, x1 - 0.3, uy0 + 0.35, 4.0, z2, ztop - 0.62, rnd, 'stair', lamp * 0.7, wall=wallc, floor=floorc)
    nf.box('garage_in', gx0, gx1, 0.3, 6.5, 0, 2.6, nf.paint('#9c978e', name='garage_wall'))
    # ---- front garden
    setback = P.get('setback', 7.5)
    bed = nf.mulch()
    nf.box('bed', lx0 - 0.3, x1 + 0.2, -1.4, 0.0, -0.02, 0.06, bed)
    nf.box('bed_edge', lx0 - 0.3, x1 + 0.2, -1.44, -1.4, -0.02, 0.09, nf.plain('#1a1a1a', 0.4, 0.5, 0.8, name='steel_edge'))
    hl = nf.foliage('#1c3312', '#35521c', name='boxwood', trans=0.15)
    trees.hedge(lx0 - 0.1, x1, -1.2, -0.6, 0.75, seed=seed, leaf_mat=hl)
    # walkway from the steps to the driveway / sidewalk
    pav = nf.concrete(0.55, 'walk_slabs', joints=0.9, warm=0.02)
    nf.box('walk', ex0 - 0.2, ex1 + 0.2, -setback, -1.86, -0.03, 0.02, pav)
    # Japanese maple by the living-room corner, grasses along the walk
    jm = nf.foliage('#5a1a10', '#8a2c14', name='jmaple_leaf', trans=0.35)
    ms = trees.make('deciduous', 'jmaple', leaf_mat=jm, seed=seed + 40, height=3.2, spread=1.2, split=0.25, leaf_size=0.05,
                    density=1.2)
    trees.place(ms, (x1 - 0.6, -3.2, 0), 0.7)
    gm = nf.foliage('#6b6a3a', '#9a8a52', name='grass_leaf', trans=0.3)
    for k in range(5):
        ms = trees.make('shrub', 'grass%d' % (k % 2), leaf_mat=gm, seed=seed + 60 + k % 2, radius=0.35, height=0.7,
                        leaf_size=0.07, density=0.6)
        trees.place(ms, (ex1 + 0.55, -2.4 - k * 0.95, 0), k)
    if night:
        for k in range(5):   # low path lights along the walk
            px, py = ex0 - 0.35, -2.2 - k * 1.1
            nf.cyl('path_light', 0.03, 0.45, (px, py, 0), frame, 10)
            nf.cyl('path_head', 0.06, 0.04, (px, py, 0.45), frame, 12)
            nf.light('pathL', 'SPOT', (px, py, 0.44), 4, nf.kelvin(2800), rot=(0, 0, 0), size=0.02, spot=150, blend=1.0)
            nf.light('pathL', 'SPOT', (px, py, 0.44), 4, nf.kelvin(2800), rot=(math.pi, 0, 0), size=0.02, spot=150, blend=1.0)
        nf.light('uplight', 'SPOT', (x1 - 0.9, -2.6, 0.1), 140, nf.kelvin(3000), rot=(math.radians(-20), 0, 0), size=0.03, spot=40,
                 blend=0.6)
        sconce(gx0 - 0.25, 0.0, 1.9, rnd)
        sconce(gx1 + 0.25, 0.0, 1.9, rnd)
    wing = P.get('wing')
    if wing:   # single-storey garage wing to the left, set back, in the base material, with a cedar fascia
        ww = wing.get('width', 7.5)
        wx0, wx1 = x0 - ww, x0
        wy0 = wing.get('setback', 1.5)
        zw = 3.4
        nd = wing.get('doors', 2)
        dw = (ww - 0.6 * (nd + 1)) / nd
        wops = [(wx0 + 0.6 + j * (dw + 0.6), wx0 + 0.6 + j * (dw + 0.6) + dw, 0.0, 2.5) for j in range(nd)]
        wall('wing_front', '-y', wy0, wx0, wx1, -0.2, zw, wops, base, inner)
        wall('wing_side', '-x', wx0, wy0, wy0 + 8, -0.2, zw, [], base, inner)
        nf.box('wing_back', wx0, wx1, wy0 + 7.7, wy0 + 8, -0.2, zw, base)
        nf.box('wing_roof', wx0 - 0.4, wx1, wy0 - 0.6, wy0 + 8.2, zw, zw + 0.35, accent)
        gd = nf.siding('#6e4a2e', 0.12, False, name='garage_cedar')
        for (a, b, c, e) in wops:
            nf.box('gdoor', a, b, wy0 + 0.14, wy0 + 0.18, c, e, gd)
        if night:
            soffit_lights([wx0 + 0.6 + j * (dw + 0.6) + dw / 2 for j in range(nd)], wy0 - 0.3, zw, 26)
        pv = nf.concrete(0.42, 'pavers', joints=0.3, warm=0.015)
        nf.box('motor_court', wx0 - 0.5, wx1 + 1.0, -7.0, wy0 + 0.2, -0.05, 0.012, pv)
        nf.box('drive', wx0 + 0.5, wx0 + 4.0, -setback - 2, -7.0, -0.05, 0.012, pv)
    return dict(center=(0, 0, ztop / 2), width=W, height=ztop, depth=D, door=((ex0 + ex1) / 2, rd, zf),
                living=(lx0, lx1), setback=setback, zf=zf)


# ------------------------------------------------------------------------------------------------ traditional
def traditional(ox, oy, w=8.0, d=10.0, seed=3, night=True, brick=('#7d3a28', '#5f2a1e'), trim='#efece4', roof='#3f3b39',
                porch=True, lit=0.7, storeys=2, face='-y'):
    """A 1920s-40s Toronto brick house (the neighbours): gable roof parallel to the street, white-trimmed double-hung
    windows, an open front porch on posts. Origin at its front-left corner (ox, oy)."""
    rnd = random.Random(seed)
    bm = nf.brick(brick[0], brick[1], '#a9a193', name='nbrick_%d' % seed)
    tm = nf.paint(trim, name='trim_paint', rough=0.45)
    inner = nf.paint('#e8dfcf', name='n_inner')
    x0, x1 = ox, ox + w
    zf = 0.6
    fh = 2.7
    zt = zf + fh * storeys + 0.3
    ops = []
    wins = []
    # ground: door left, wide window right; upper: two windows
    dx0 = x0 + 1.0
    ops.append((dx0, dx0 + 1.0, zf, zf + 2.2))
    gw = (x0 + 3.4, x1 - 1.0, zf + 0.7, zf + 2.3)
    ops.append(gw)
    wins.append(gw)
    if storeys > 1:
        for a in (x0 + 1.1, x1 - 2.6):
            o = (a, a + 1.5, zf + fh + 0.75, zf + fh + 2.25)
            ops.append(o)
            wins.append(o)
    wall('n_front', '-y', oy, x0, x1, -0.2, zt, ops, bm, inner)
    wall('n_side_l', '-x', x0, oy, oy + d, -0.2, zt, [(oy + 3.0, oy + 4.2, zf + 0.8, zf + 2.2)], bm, inner)
    wall('n_side_r', '+x', x1, oy, oy + d, -0.2, zt, [(oy + 2.5, oy + 3.7, zf + fh + 0.8, zf + fh + 2.2)], bm, inner)
    nf.box('n_back', x0, x1, oy + d - 0.3, oy + d, -0.2, zt, bm)
    for (a, b, c, e) in wins:
        window('-y', oy, a, b, c, e, tm, depth=0.1, fw=0.07, sash=True, sill=0.06, sill_mat=nf.stone('#b3ab9b', name='n_sill'),
               lintel=0.05, lintel_mat=bm, mullions=[(a + b) / 2] if b - a > 2.0 else ())
    window('-x', x0, oy + 3.0, oy + 4.2, zf + 0.8, zf + 2.2, tm, depth=0.1, fw=0.07, sash=True, sill=0.05)
    window('+x', x1, oy + 2.5, oy + 3.7, zf + fh + 0.8, zf + fh + 2.2, tm, depth=0.1, fw=0.07, sash=True, sill=0.05)
    door('-y', oy, dx0, dx0 + 1.0, zf, zf + 2.2, nf.paint(rnd.choice(['#1f3a2e', '#2a2f3a', '#5a1f1f']), name='n_door'),
         tm, depth=0.12)
    ridge = w * 0.32
    arch_roof = nf.shingle(roof, name='n_roof_%d' % seed)
    nf.gable('n_roof', x0, x1, oy, oy + d, zt, ridge, arch_roof, axis='x', overhang=0.35, gable_mat=bm)
    nf.box('n_fascia', x0 - 0.35, x1 + 0.35, oy - 0.4, oy - 0.3, zt - 0.25, zt - 0.02, tm)
    if porch:
        nf.box('n_porch', x0 + 0.3, x0 + 4.2, oy - 2.2, oy, 0, zf, nf.concrete(0.5, 'porch_conc'), 0.02)
        for k in range(3):
            nf.box('n_step', dx0 - 0.1, dx0 + 1.1, oy - 2.2 - (k + 1) * 0.3, oy - 2.2 - k * 0.3, 0, zf - (k + 1) * 0.15, nf.concrete(0.5, 'porch_conc'))
        for px in (x0 + 0.45, x0 + 4.05):
            nf.box('n_post', px - 0.1, px + 0.1, oy - 2.1, oy - 1.9, zf, zf + 2.5, tm, 0.01)
        nf.box('n_porch_roof', x0 + 0.2, x0 + 4.3, oy - 2.3, oy, zf + 2.5, zf + 2.7, tm)
        nf.box('n_porch_roof2', x0 + 0.15, x0 + 4.35, oy - 2.35, oy, zf + 2.7, zf + 2.78, nf.shingle(roof, name='n_roof_%d' % seed))
        if night:
            nf.light('porchL', 'POINT', (dx0 + 0.5, oy - 0.9, zf + 2.4), 25, nf.kelvin(2700), size=0.05)
            nf.cyl('porch_bulb', 0.08, 0.1, (dx0 + 0.5, oy - 0.9, zf + 2.4), nf.emission(nf.kelvin(2700), 20, name='emit_bulb'), 12)
    # lit rooms behind some windows
    if night:
        for k, (a, b, c, e) in enumerate(wins):
            on = rnd.random() < lit
            interior_room(a - 0.5, b + 0.5, oy + 0.3, oy + 4.5, c - 0.8 if k == 0 else zf + fh, e + 0.4, rnd,
                          rnd.choice(['living', 'bedroom', 'dining']), 0.9 if on else 0.08, wall=rnd.choice(['#eadfcb', '#e3d6c1', '#dfe3e0']),
                          floor='#7a5534', curtains='#efe4d0' if rnd.random() < 0.6 else None)
    else:
        for (a, b, c, e) in wins:
            interior_room(a - 0.5, b + 0.5, oy + 0.3, oy + 4.0, c - 0.8, e + 0.4, rnd, 'living', 0.0, curtains='#efe4d0')
    return dict(x0=x0, x1=x1, top=zt + ridge)


# ------------------------------------------------------------------------------------------------ georgian
def dentils(x0, x1, y, z, mat, size=0.06, gap=0.06, depth=0.07, face='-y'):
    V, F = [], []
    n = int((x1 - x0) / (size + gap))
    for k in range(n):
        a = x0 + k * (size + gap)
        b = len(V)
        for (xx, yy, zz) in [(a, y, z), (a + size, y, z), (a + size, y + depth, z), (a, y + depth, z),
                             (a, y, z + size * 1.3), (a + size, y, z + size * 1.3), (a + size, y + depth, z + size * 1.3), (a, y + depth, z + size * 1.3)]:
            V.append((xx, yy, zz))
        F.extend([tuple(b + i for i in f) for f in [(0, 3, 2, 1), (4, 5, 6, 7), (0, 1, 5, 4), (1, 2, 6, 5), (2, 3, 7, 6), (3, 0, 4, 7)]])
    return nf.mesh_obj('dentils', V, F, mat)


def chimney(x, y, z0, z1, w, d, mat, cap_mat):
    nf.box('chimney', x - w / 2, x + w / 2, y - d / 2, y + d / 2, z0, z1, mat)
    nf.box('chimney_cap', x - w / 2 - 0.06, x + w / 2 + 0.06, y - d / 2 - 0.06, y + d / 2 + 0.06, z1, z1 + 0.12, cap_mat, 0.01)
    for k in range(max(1, int(w / 0.45))):
        px = x - w / 2 + 0.25 + k * 0.45
        nf.cyl('pot', 0.1, 0.35, (px, y, z1 + 0.12), nf.plain('#7a4a36', 0.8, name='clay_pot'), 12, r2=0.085)


def column(x, y, z0, h, r, mat):
    nf.box('plinth', x - r * 1.3, x + r * 1.3, y - r * 1.3, y + r * 1.3, z0, z0 + 0.25, mat, 0.01)
    c = nf.cyl('column', r, h - 0.55, (x, y, z0 + 0.25), mat, 24, r2=r * 0.86)
    nf.smooth(c, 30)
    nf.cyl('torus', r * 1.12, 0.08, (x, y, z0 + 0.25), mat, 24)
    nf.box('capital', x - r * 1.25, x + r * 1.25, y - r * 1.25, y + r * 1.25, z0 + h - 0.3, z0 + h, mat, 0.015)


def georgian(P, night=True, seed=1):
    """Georgian Revival (1920s Toronto): symmetrical brick façade of 5 or 7 bays, 6-over-6 sash windows with stone
    sills and flat-arch lintels, dentil cornice, pedimented portico on columns, side-gable or hip slate roof with
    dormers and end chimneys. P['materials']['walls'] may be brick or limestone ashlar (the Oakville estate)."""
    rnd = random.Random(seed)
    W = P.get('width', 19.5)
    D = P.get('depth', 12.0)
    m = P['materials']
    walls = material(m['walls'], 'georgian_wall')
    trim = nf.paint(m.get('trim', '#f1eee6'), name='trim_white', rough=0.4)
    inner = nf.paint(P.get('interior', {}).get('wall', '#e9dfcc'), name='inner_paint')
    sill_mat = nf.stone(m.get('stone', '#cbc3b2'), 0.08, 1.0, 0.4, 0.003, 'sill_stone')
    roof_mat = nf.slate(m.get('roof', '#43474d'))
    shutters = nf.paint(m['shutters'], name='shutter_paint', rough=0.35) if m.get('shutters') else None
    bays = P.get('bays', 5)
    x0, x1 = -W / 2, W / 2
    zf = 0.75
    h1, h2 = 3.4, 3.1
    zc = zf + h1 + 0.35 + h2        # top of wall / cornice
    bay_w = W / bays
    xs = [x0 + bay_w * (k + 0.5) for k in range(bays)]
    mid = bays // 2
    ww1, wh1 = 1.25, 2.35
    ww2, wh2 = 1.2, 2.0
    z2 = zf + h1 + 0.35
    ops, wins = [], []
    for k, x in enumerate(xs):
        if k == mid:
            ops.append((x - 0.95, x + 0.95, zf, zf + 3.0))   # door with sidelights + transom
        else:
            o = (x - ww1 / 2, x + ww1 / 2, zf + 0.55, zf + 0.55 + wh1)
            ops.append(o)
            wins.append(o)
        o = (x - ww2 / 2, x + ww2 / 2, z2 + 0.65, z2 + 0.65 + wh2)
        ops.append(o)
        wins.append(o)
    wall('g_front', '-y', 0.0, x0, x1, -0.3, zc, ops, walls, inner, t=0.4)
    side_ops = [(3.0, 4.3, zf + 0.55, zf + 0.55 + wh1), (7.5, 8.8, zf + 0.55, zf + 0.55 + wh1),
                (3.0, 4.3, z2 + 0.65, z2 + 0.65 + wh2), (7.5, 8.8, z2 + 0.65, z2 + 0.65 + wh2)]
    wall('g_side_l', '-x', x0, 0.0, D, -0.3, zc, side_ops, walls, inner, t=0.4)
    wall('g_side_r', '+x', x1, 0.0, D, -0.3, zc, side_ops, walls, inner, t=0.4)
    wall('g_back', '+y', D, x0, x1, -0.3, zc, [(x - ww1 / 2, x + ww1 / 2, zf + 0.55, zf + 0.55 + wh1) for x in xs] +
         [(x - ww2 / 2, x + ww2 / 2, z2 + 0.65, z2 + 0.65 + wh2) for x in xs], walls, inner, t=0.4)
    lint = walls if m['walls']['kind'] == 'brick' else sill_mat
    for (a, b, c, e) in wins:
        window('-y', 0.0, a, b, c, e, trim, depth=0.14, fw=0.075, sash=True, muntins=(3, 2), sill=0.08, sill_mat=sill_mat,
               lintel=0.12, lintel_mat=sill_mat, shutters=shutters)
    for face, P_ in (('-x', x0), ('+x', x1)):
        for (a, b, c, e) in side_ops:
            window(face, P_, a, b, c, e, trim, depth=0.14, fw=0.075, sash=True, muntins=(3, 2), sill=0.08, sill_mat=sill_mat,
                   lintel=0.1, lintel_mat=sill_mat)
    for x in xs:
        window('+y', D, x - ww1 / 2, x + ww1 / 2, zf + 0.55, zf + 0.55 + wh1, trim, depth=0.14, fw=0.075, sash=True, muntins=(3, 2))
        window('+y', D, x - ww2 / 2, x + ww2 / 2, z2 + 0.65, z2 + 0.65 + wh2, trim, depth=0.14, fw=0.075, sash=True, muntins=(3, 2))
    # base course (stone water table) and belt course between floors
    nf.box('water_table', x0 - 0.05, x1 + 0.05, -0.05, D + 0.05, -0.3, zf - 0.05, sill_mat)
    nf.box('belt', x0 - 0.03, x1 + 0.03, -0.04, 0.0, z2 - 0.02, z2 + 0.2, sill_mat)
    # cornice with dentils
    nf.box('cornice', x0 - 0.3, x1 + 0.3, -0.3, D + 0.3, zc - 0.05, zc + 0.28, trim, 0.01)
    nf.box('frieze', x0 - 0.05, x1 + 0.05, -0.08, D + 0.08, zc - 0.35, zc - 0.05, trim)
    dentils(x0 - 0.2, x1 + 0.2, -0.2, zc - 0.13, trim)
    # entrance: door, sidelights, transom; portico with columns and pediment
    xd = xs[mid]
    door('-y', 0.0, xd - 0.95, xd + 0.95, zf, zf + 3.0, nf.paint(m.get('door', '#1d2a24'), name='door_paint', rough=0.25),
         trim, sidelight=0.38, transom=0.55, depth=0.2)
    pw = 3.4
    pd = 2.2
    nf.box('portico_floor', xd - pw / 2 - 0.3, xd + pw / 2 + 0.3, -pd - 0.2, 0.0, 0, zf, sill_mat, 0.01)
    for k in range(4):
        nf.box('portico_step', xd - 1.2 - k * 0.15, xd + 1.2 + k * 0.15, -pd - 0.2 - (k + 1) * 0.34, -pd - 0.2 - k * 0.34,
               0, zf - (k + 1) * zf / 4.5, sill_mat, 0.01)
    ch = zf + 3.6
    for cx_ in (xd - pw / 2, xd - pw / 2 + 0.5, xd + pw / 2 - 0.5, xd + pw / 2):
        column(cx_, -pd + 0.25, zf, 3.6, 0.17, trim)
    nf.box('entablature', xd - pw / 2 - 0.35, xd + pw / 2 + 0.35, -pd - 0.1, 0.0, zf + 3.6, zf + 4.15, trim, 0.01)
    ped = nf.prism_tri('pediment', [(xd - pw / 2 - 0.4, -pd - 0.05, zf + 4.15), (xd + pw / 2 + 0.4, -pd - 0.05, zf + 4.15),
                                    (xd, -pd - 0.05, zf + 5.05)], 'y', trim, t=0.3)
    nf.gable('portico_roof', xd - pw / 2 - 0.4, xd + pw / 2 + 0.4, -pd - 0.1, 0.0, zf + 4.15, 0.9, nf.metal_roof('#3a4a44', 'copper_roof'),
             axis='y', overhang=0.08, thick=0.05)
    # roof: side gable (brick gable ends + end chimneys) or hip (limestone estates), with dormers
    rh = P.get('roof_rise', 4.3)
    if P.get('roof', 'gable') == 'hip':
        nf.gable('roof', x0, x1, 0, D, zc + 0.25, rh, roof_mat, axis='x', overhang=0.35, hip=1)
        chims = [(x0 + 2.2, D * 0.5), (x1 - 2.2, D * 0.5)]
    else:
        nf.gable('roof', x0, x1, 0, D, zc + 0.25, rh, roof_mat, axis='x', overhang=0.35, gable_mat=walls)
        chims = [(x0 + 0.9, D * 0.5), (x1 - 0.9, D * 0.5)]
    for (cx_, cy_) in chims:
        chimney(cx_, cy_, zc, zc + rh + 1.5, 1.6, 0.7, walls, sill_mat)
    # dormers on the front slope (third floor)
    slope = rh / (D / 2)
    for k in P.get('dormers', [1, mid, bays - 2]):
        x = xs[k]
        fy = 1.9
        zb = zc + 0.25 + slope * fy - 0.05
        dw, dh = 1.5, 1.9
        nf.box('dormer_cheek', x - dw / 2, x - dw / 2 + 0.12, fy, fy + 2.2, zb - 0.6, zb + dh, trim)
        nf.box('dormer_cheek', x + dw / 2 - 0.12, x + dw / 2, fy, fy + 2.2, zb - 0.6, zb + dh, trim)
        wall('dormer_front', '-y', fy, x - dw / 2, x + dw / 2, zb - 0.6, zb + dh, [(x - 0.45, x + 0.45, zb, zb + 1.45)], trim, inner, t=0.12)
        window('-y', fy, x - 0.45, x + 0.45, zb, zb + 1.45, trim, depth=0.05, fw=0.06, muntins=(2, 3))
        nf.gable('dormer_roof', x - dw / 2, x + dw / 2, fy, fy + 2.4, zb + dh, 0.75, roof_mat, axis='y', overhang=0.12, thick=0.06,
                 gable_mat=trim)
        if night:
            interior_room(x - 0.7, x + 0.7, fy + 0.15, fy + 2.6, zb - 0.1, zb + dh - 0.1, rnd, 'bedroom', 0.5, wall='#efe6d6')
    # lit rooms (dining room with chandelier, living room, library in oak, bedrooms)
    ir = P.get('interior', {})
    wallc, floorc = ir.get('wall', '#e9dfcc'), ir.get('floor', '#7a5232')
    lamp = 1.0 if night else 0.15
    kinds = ['dining', 'dining', None, 'living', 'living', 'living', 'living'] if bays == 7 else ['dining', 'dining', None, 'living', 'living']
    for k, x in enumerate(xs):
        if k == mid:
            interior_room(x - 1.6, x + 1.6, 0.45, 6.0, zf, zf + h1 - 0.05, rnd, 'stair', lamp, wall=wallc, floor=floorc)
            continue
        interior_room(x - bay_w / 2 + 0.15, x + bay_w / 2 - 0.15, 0.45, 5.5, zf, zf + h1 - 0.05, rnd, kinds[k], lamp, wall=wallc,
                      floor=floorc, curtains='#e9dcc4')
        interior_room(x - bay_w / 2 + 0.15, x + bay_w / 2 - 0.15, 0.45, 5.0, z2, z2 + h2 - 0.05, rnd, 'bedroom', lamp * 0.8,
                      wall=wallc, floor=floorc, curtains='#efe4d0')
    interior_room(xd - 1.6, xd + 1.6, 0.45, 5.0, z2, z2 + h2 - 0.05, rnd, 'stair', lamp, wall=wallc, floor=floorc)
    nf.box('floor2', x0 + 0.4, x1 - 0.4, 0.4, D - 0.4, z2 - 0.35, z2, inner)
    nf.box('ceiling3', x0 + 0.4, x1 - 0.4, 0.4, D - 0.4, zc - 0.05, zc, inner)
    # planting: clipped boxwood along the foundation, urns by the steps
    setback = P.get('setback', 12.0)
    hl = nf.foliage('#1a3010', '#33501c', name='boxwood', trans=0.15)
    for (a, b) in [(x0 + 0.3, xd - pw / 2 - 0.5), (xd + pw / 2 + 0.5, x1 - 0.3)]:
        nf.box('bed', a - 0.2, b + 0.2, -1.5, 0, -0.02, 0.05, nf.mulch())
        trees.hedge(a, b, -1.1, -0.4, 0.85, seed=seed + int(a), leaf_mat=hl)
    urn = nf.stone('#bdb5a4', name='urn_stone')
    for ux in (xd - 1.5, xd + 1.5):
        nf.cyl('urn', 0.28, 0.55, (ux, -pd - 1.8, 0), urn, 24, r2=0.36)
        ms = trees.make('shrub', 'urn', leaf_mat=hl, seed=seed + 3, radius=0.38, height=0.5, leaf_size=0.045)
        trees.place(ms, (ux, -pd - 1.8, 0.5))
    pav = nf.stone('#a69d8c', 0.1, 0.6, 0.6, 0.01, 'flagstone', ashlar=False)
    nf.box('walk', xd - 1.0, xd + 1.0, -setback, -pd - 1.5, -0.03, 0.015, pav)
    if night:
        for sx in (xd - 1.35, xd + 1.35):
            sconce(sx, 0.0, zf + 2.2, rnd, power=10)
        nf.light('portico_lantern', 'POINT', (xd, -pd / 2, zf + 3.3), 30, nf.kelvin(2600), size=0.08)
        nf.cyl('lantern', 0.15, 0.45, (xd, -pd / 2, zf + 3.05), nf.emission(nf.kelvin(2500), 18, name='emit_lantern'), 8)
        for x in (x0 + 0.5, x1 - 0.5, xd - 3.0, xd + 3.0):   # façade uplights in the beds
            nf.light('uplight', 'SPOT', (x, -0.8, 0.1), 80, nf.kelvin(2900), rot=(math.radians(-8), 0, 0), size=0.03, spot=35,
                     blend=0.7)
    return dict(center=(0, 0, zc / 2), width=W, height=zc + rh, depth=D, door=(xd, 0, zf), setback=setback, zf=zf, zc=zc)


# ------------------------------------------------------------------------------------------------ massing for aerials
def simple_house(ox, oy, w=8.0, d=11.0, storeys=2, seed=1, roof='gable', palette=None, night=False, flat=False):
    """Low-detail house for aerial context: brick or siding box, windows as inset dark panes with trim,
    gable/hip/flat roof, chimney, a back deck. Origin at its front-left corner; front faces -Y."""
    rnd = random.Random(seed)
    pal = palette or rnd.choice([('#7d3a28', '#5f2a1e'), ('#8a4a32', '#6a3422'), ('#9a6a4a', '#7a5038'), ('#b9b2a4', '#9a9384'),
                                 ('#6f3526', '#4f2519')])
    wm = nf.brick(pal[0], pal[1], '#a9a193', name='sbrick_%s' % pal[0].strip('#'))
    h = 0.5 + storeys * 2.8
    nf.box('sh_body', ox, ox + w, oy, oy + d, 0, h, wm)
    gm = nf.plain('#1e2428', 0.15, 0.5, name='sh_glass')
    tm = nf.paint('#ece9e2', name='trim_paint', rough=0.45)
    for s in range(storeys):
        z = 0.5 + s * 2.8 + 0.8
        for k in range(max(2, int(w / 2.8))):
            x = ox + 0.9 + k * (w - 1.8) / max(1, int(w / 2.8) - 1) if int(w / 2.8) > 1 else ox + w / 2
            nf.box('sh_trim', x - 0.62, x + 0.62, oy - 0.03, oy, z - 0.07, z + 1.52, tm)
            nf.box('sh_win', x - 0.55, x + 0.55, oy - 0.04, oy - 0.02, z, z + 1.45,
                   nf.emission('#ffd9a0', 3.0, name='emit_win') if night and rnd.random() < 0.5 else gm)
    if flat:
        nf.box('sh_roof', ox - 0.1, ox + w + 0.1, oy - 0.1, oy + d + 0.1, h, h + 0.3, nf.concrete(0.35, 'roof_membrane'))
    else:
        rm = nf.shingle(rnd.choice(['#3f3b39', '#4a4541', '#34383c', '#5a4a40']), name='sh_roof_%d' % (seed % 4))
        nf.gable('sh_roof', ox, ox + w, oy, oy + d, h, w * 0.35 if roof == 'gable' else w * 0.3, rm,
                 axis='y' if roof == 'front' else 'x', overhang=0.3, gable_mat=wm, hip=1 if roof == 'hip' else 0)
    if rnd.random() < 0.7:
        cx = ox + rnd.choice([0.6, w - 0.6])
        nf.box('sh_chim', cx - 0.4, cx + 0.4, oy + d * 0.5, oy + d * 0.5 + 0.7, h, h + w * 0.35 + 0.8, wm)
    nf.box('sh_deck', ox + 0.5, ox + w - 0.5, oy + d, oy + d + 3.0, 0, 0.5, nf.siding('#6a5440', 0.14, False, name='deck_boards'))
    return h


def backyard(P, H, night=False, seed=1):
    """Rear garden behind any house: stone terrace across the back, optional pool with coping, lawn, beds, fences."""
    rnd = random.Random(seed)
    B = P.get('backyard', {})
    W, D = H['width'], H['depth']
    x0, x1 = -W / 2, W / 2
    lot_w = B.get('lot_width', W + 5)
    lot_d = B.get('depth', 18)
    ter = nf.stone(B.get('stone', '#bfb4a0'), 0.08, 0.9, 0.6, 0.006, 'terrace_stone', ashlar=False)
    zt = H.get('zf', 0.5) - 0.15
    nf.box('terrace', x0 - 0.5, x1 + 0.5, D, D + B.get('terrace', 4.5), 0, zt, ter, 0.01)
    for k in range(3):
        nf.box('terrace_step', -1.5, 1.5, D + B.get('terrace', 4.5) + k * 0.35, D + B.get('terrace', 4.5) + (k + 1) * 0.35, 0,
               zt - (k + 1) * zt / 3.2, ter, 0.01)
    out = {}
    if B.get('pool'):
        pw, pl = B.get('pool_size', (4.5, 10.0))
        py0 = D + B.get('terrace', 4.5) + 2.2
        px = B.get('pool_x', 0.0)
        coping = nf.stone('#d2cab8', 0.05, 0.6, 0.4, 0.005, 'pool_coping')
        deck = nf.stone('#c4baa6', 0.07, 0.8, 0.8, 0.006, 'pool_deck', ashlar=False)
        nf.box('pool_deck', px - pw / 2 - 2.5, px + pw / 2 + 2.5, py0 - 1.5, py0 + pl + 2.0, -0.05, 0.02, deck)
        # basin: tiled walls and floor below the deck, water surface just under the coping
        bt = nf.tile('#8fc4d0', 0.15, 0.15, '#e8eef0', 0.2, 'pool_tile', axis='floor', var=0.05)
        nf.box('pool_floor', px - pw / 2, px + pw / 2, py0, py0 + pl, -1.6, -1.5, bt)
        for (a, b, c, d) in [(px - pw / 2 - 0.1, px - pw / 2, py0, py0 + pl), (px + pw / 2, px + pw / 2 + 0.1, py0, py0 + pl),
                             (px - pw / 2, px + pw / 2, py0 - 0.1, py0), (px - pw / 2, px + pw / 2, py0 + pl, py0 + pl + 0.1)]:
            nf.box('pool_wall', a, b, c, d, -1.6, 0.0, bt)
        for (a, b, c, d) in [(px - pw / 2 - 0.35, px - pw / 2, py0 - 0.35, py0 + pl + 0.35), (px + pw / 2, px + pw / 2 + 0.35, py0 - 0.35, py0 + pl + 0.35),
                             (px - pw / 2, px + pw / 2, py0 - 0.35, py0), (px - pw / 2, px + pw / 2, py0 + pl, py0 + pl + 0.35)]:
            nf.box('coping', a, b, c, d, 0.0, 0.05, coping, 0.01)
        wt = nf.box('pool_water', px - pw / 2, px + pw / 2, py0, py0 + pl, -1.5, -0.08, nf.water())
        wt.visible_shadow = False
        if night:
            for k in range(3):
                nf.light('poolL', 'POINT', (px - pw / 2 + 0.15, py0 + pl * (k + 1) / 4, -0.6), 60, (0.7, 0.9, 1.0), size=0.1)
        # loungers along one side
        lm = nf.fabric('#efe9dc', 'lounger_cushion', 300)
        fm = nf.plain('#2b2b2b', 0.4, 0.5, 0.5, name='lounger_frame')
        for k in range(3):
            ly = py0 + 1.0 + k * 2.2
            lx = px + pw / 2 + 1.2
            nf.box('lounger', lx - 0.35, lx + 0.35, ly, ly + 1.9, 0.2, 0.32, fm, 0.01)
            nf.box('cushion', lx - 0.33, lx + 0.33, ly + 0.02, ly + 1.35, 0.32, 0.4, lm, 0.03)
            o = nf.box('back', lx - 0.33, lx + 0.33, 0, 0.7, -0.04, 0.04, lm, 0.03)
            o.location = (0, ly + 1.35, 0.4)
            o.rotation_euler = (math.radians(55), 0, 0)
            o.location = (0, ly + 1.35, 0.4)
        out['pool'] = (px, py0 + pl / 2)
        out['pool_box'] = (px - pw / 2 - 3, px + pw / 2 + 3, py0 - 2, py0 + pl + 2)
    fence = nf.siding('#4b3c2e', 0.14, True, name='fence_wood')
    yb = D + lot_d
    if B.get('fence', True):
        nf.box('fence', -lot_w / 2, lot_w / 2, yb, yb + 0.06, 0, 1.8, fence)
        for sx in (-lot_w / 2, lot_w / 2):
            nf.box('fence', sx - 0.03, sx + 0.03, D - 2, yb, 0, 1.8, fence)
    if B.get('hedge', not P.get('lake')):
      trees.hedge(-lot_w / 2 + 0.2, lot_w / 2 - 0.2, yb - 1.0, yb - 0.1, 2.2, seed=seed + 5,
                leaf_mat=nf.foliage('#1e3414', '#3e5a22', name='hedge_leaf', trans=0.2))
    out['back'] = yb
    return out


# ------------------------------------------------------------------------------------------------ victorian semi
def victorian_semi(P, night=True, seed=1):
    """Toronto bay-and-gable Victorian semi (Leslieville): two narrow halves sharing a party wall, each with a
    two-storey bay under a steep front gable with bargeboard, a porch on posts and a door with transom. The right
    half (x 0..w) is the renovated one: restored brick, black windows; the left twin keeps white trim."""
    rnd = random.Random(seed)
    w = P.get('width', 5.4)
    D = P.get('depth', 12.0)
    m = P['materials']
    ours = material(m['walls'], 'semi_brick')
    twin = material(m.get('twin_walls', {'kind': 'paint', 'color': '#d9d2c4'}), 'twin_paint')
    inner = nf.paint('#ece6da', name='inner_paint')
    zf = 0.9
    h1, h2 = 3.0, 2.8
    zt = zf + h1 + 0.3 + h2
    out = {}
    for k, (ox, wm, frame_c, trim_c) in enumerate([(0.0, ours, m.get('frame', '#161718'), m.get('trim', '#1d1f21')),
                                                  (-w, twin, '#f0ede6', '#f0ede6')]):
        fr = nf.plain(frame_c, 0.4, 0.5, 0.3, name='frame_%d' % k)
        tr = nf.paint(trim_c, name='vtrim_%d' % k, rough=0.4)
        mirror = k == 1
        bx0, bx1 = (ox + w - 3.0, ox + w - 0.3) if not mirror else (ox + 0.3, ox + 3.0)
        dx0, dx1 = (ox + 0.5, ox + 1.5) if not mirror else (ox + w - 1.5, ox + w - 0.5)
        # main front wall (set back behind the bay)
        ops = [(dx0, dx1, zf, zf + 2.7), ((dx0 + dx1) / 2 - 0.45, (dx0 + dx1) / 2 + 0.45, zf + h1 + 0.3 + 0.5, zf + h1 + 0.3 + 2.2)]
        wall('v_front', '-y', 0.0, ox, ox + w, -0.2, zt, ops, wm, inner)
        door('-y', 0.0, dx0, dx1, zf, zf + 2.7, nf.paint(rnd.choice(['#1e2b26', '#2b2f3a', '#6a2222']) if k else m.get('door', '#20302a'),
             name='vdoor_%d' % k, rough=0.3), tr, transom=0.45, depth=0.15)
        window('-y', 0.0, (dx0 + dx1) / 2 - 0.45, (dx0 + dx1) / 2 + 0.45, zf + h1 + 0.8, zf + h1 + 2.5, fr, depth=0.12, fw=0.06,
               sash=True, sill=0.05, sill_mat=nf.stone('#bdb5a5', name='vsill'), lintel=0.06, lintel_mat=nf.stone('#bdb5a5', name='vsill'))
        # the bay: projects 0.7 m, two storeys, three windows across its front per floor
        by = -0.7
        bops = []
        for fl, (z0, z1) in enumerate([(zf + 0.5, zf + 2.6), (zf + h1 + 0.3 + 0.5, zf + h1 + 0.3 + 2.3)]):
            for j in range(2):
                a = bx0 + 0.3 + j * (bx1 - bx0 - 0.3) / 2
                bops.append((a, a + (bx1 - bx0 - 0.3) / 2 - 0.3, z0, z1))
        wall('v_bay', '-y', by, bx0, bx1, -0.2, zt, bops, wm, inner)
        for s_, xs in (('-x', bx0), ('+x', bx1)):
            wall('v_bay_side', s_, xs, by, 0.0, -0.2, zt, [], wm, inner)
        for (a, b, c, e) in bops:
            window('-y', by, a, b, c, e, fr, depth=0.12, fw=0.06, sash=True, sill=0.05, sill_mat=nf.stone('#bdb5a5', name='vsill'),
                   lintel=0.06, lintel_mat=nf.stone('#bdb5a5', name='vsill'))
        # side and rear walls
        if not mirror:
            wall('v_side', '+x', ox + w, 0.0, D, -0.2, zt, [(3.0, 4.0, zf + 0.8, zf + 2.4), (6.5, 7.5, zf + h1 + 1.0, zf + h1 + 2.4)], wm, inner)
        else:
            wall('v_side', '-x', ox, 0.0, D, -0.2, zt, [(3.0, 4.0, zf + 0.8, zf + 2.4)], wm, inner)
        nf.box('v_back', ox, ox + w, D - 0.3, D, -0.2, zt, wm)
        # front gable over the bay, with a bargeboard and a small attic window
        gm = nf.slate(m.get('roof', '#3d4046'), name='vslate')
        nf.gable('v_gable', bx0 - 0.1, bx1 + 0.1, by - 0.1, 4.0, zt, 3.0, gm, axis='y', overhang=0.35, gable_mat=wm)
        bb = nf.paint(trim_c if k == 0 else '#f0ede6', name='bargeboard_%d' % k)
        cx = (bx0 + bx1) / 2
        for sgn in (-1, 1):
            o = nf.box('bargeboard', -0.05, 0.05, -0.05, 0.05, 0, math.hypot((bx1 - bx0) / 2 + 0.45, 3.3), bb)
            o.location = (cx + sgn * ((bx1 - bx0) / 2 + 0.45), by - 0.45, zt - 0.3)
            o.rotation_euler = (0, sgn * -math.atan2((bx1 - bx0) / 2 + 0.45, 3.3), 0)
        wall('v_attic', '-y', by - 0.05, cx - 0.4, cx + 0.4, zt + 0.6, zt + 1.7, [(cx - 0.3, cx + 0.3, zt + 0.7, zt + 1.6)], wm, inner, t=0.15)
        window('-y', by - 0.05, cx - 0.3, cx + 0.3, zt + 0.7, zt + 1.6, fr, depth=0.06, fw=0.05)
        # porch over the door side
        px0, px1 = (ox, bx0) if not mirror else (bx1, ox + w)
        nf.box('porch', px0, px1, -1.9, 0, 0, zf, nf.concrete(0.55, 'porch_conc'), 0.01)
        for j in range(4):
            nf.box('step', dx0 - 0.1, dx1 + 0.1, -1.9 - (j + 1) * 0.3, -1.9 - j * 0.3, 0, zf - (j + 1) * zf / 4.5, nf.concrete(0.55, 'porch_conc'))
        for ppx in (px0 + 0.15, px1 - 0.15):
            nf.box('post', ppx - 0.08, ppx + 0.08, -1.8, -1.64, zf, zf + 2.7, tr, 0.01)
        nf.box('porch_roof', px0, px1, -2.0, 0, zf + 2.7, zf + 2.9, tr)
        nf.box('railing', px0 + 0.1, dx0 - 0.1 if not mirror else px1 - 0.1, -1.78, -1.72, zf + 0.85, zf + 0.9, tr)
        if night:
            nf.light('porchL', 'POINT', ((dx0 + dx1) / 2, -1.0, zf + 2.6), 18, nf.kelvin(2700), size=0.05)
        # lit rooms
        lamp = 1.0 if night else 0.1
        interior_room(bx0 + 0.1, bx1 - 0.1, -0.6, 5.0, zf, zf + h1, rnd, 'living', lamp, wall='#ece6da', floor='#9a7a56', curtains=None if k == 0 else '#efe4d0')
        interior_room(bx0 + 0.1, bx1 - 0.1, -0.6, 4.5, zf + h1 + 0.3, zt - 0.05, rnd, 'bedroom', lamp * 0.7, wall='#e9e3d8', floor='#9a7a56', curtains='#efe4d0')
        interior_room(dx0 - 0.3, dx1 + 0.3, 0.3, 4.0, zf, zf + h1, rnd, 'stair', lamp, wall='#ece6da', floor='#9a7a56')
    # shared main roof behind the front gables
    nf.gable('v_roof', -w, w, 0.0, D, zt, 3.2, nf.slate(m.get('roof', '#3d4046'), name='vslate'), axis='x', overhang=0.3,
             gable_mat=ours)
    nf.box('party_chimney', -0.4, 0.4, D * 0.45, D * 0.45 + 0.8, zt, zt + 4.2, ours)
    # narrow front garden with a low iron fence
    setback = P.get('setback', 4.5)
    iron = nf.plain('#121212', 0.45, 0.5, 0.6, name='iron')
    for x in [-w + 0.1 + j * 0.12 for j in range(int(2 * w / 0.12))]:
        if abs(x - 1.0) < 0.6 or abs(x + 1.0) < 0.6:
            continue
        nf.box('picket', x - 0.01, x + 0.01, -setback + 0.2, -setback + 0.22, 0, 0.9, iron)
    nf.box('fence_rail', -w, w, -setback + 0.19, -setback + 0.23, 0.8, 0.83, iron)
    nf.box('walk', 0.4, 1.6, -setback, -2.4, -0.02, 0.02, nf.concrete(0.55, 'walk_slabs', joints=0.9))
    nf.box('walk', -1.6, -0.4, -setback, -2.4, -0.02, 0.02, nf.concrete(0.55, 'walk_slabs', joints=0.9))
    hl = nf.foliage('#223816', '#44622a', name='front_shrubs')
    for j, x in enumerate((2.3, 3.4, 4.5, -2.8, -4.2)):
        ms = trees.make('shrub', 'vs%d' % (j % 2), leaf_mat=hl, seed=seed + j % 2, radius=0.5, height=0.8)
        trees.place(ms, (x, -1.6, 0), j)
    return dict(center=(0, 0, zt / 2), width=2 * w, height=zt + 3.2, depth=D, setback=setback, zf=zf)


# ------------------------------------------------------------------------------------------------ townhouse row
def townhouse_row(P, night=False, seed=1):
    """New-traditional freehold townhouses (Cornell, Markham): a block of 3-storey brick units with stone bases,
    white trim, front porches and alternating front gables; garages are on the rear lane."""
    rnd = random.Random(seed)
    n = P.get('units', 6)
    uw = P.get('unit_width', 6.0)
    D = P.get('depth', 12.0)
    m = P['materials']
    bricks = [material(b, 'th_brick_%d' % k) for k, b in enumerate(m['bricks'])]
    stone_b = nf.stone(m.get('stone', '#c2b8a4'), 0.1, 0.6, 0.3, 0.006, 'th_stone')
    tr = nf.paint('#f2f0ea', name='trim_paint', rough=0.4)
    fr = nf.plain(m.get('frame', '#1b1c1e'), 0.4, 0.5, 0.3, name='th_frame')
    inner = nf.paint('#ece7de', name='inner_paint')
    W = n * uw
    x0 = -W / 2
    zf = 0.7
    hs = [3.0, 2.8, 2.7]
    zt = zf + sum(hs) + 0.6
    roof_m = nf.shingle(m.get('roof', '#45413e'), name='th_roof')
    for k in range(n):
        ux = x0 + k * uw
        wm = bricks[k % len(bricks)]
        mir = k % 2 == 1
        dxc = ux + (1.1 if not mir else uw - 1.1)
        wxc = ux + (uw - 2.0 if not mir else 2.0)
        ops = [(dxc - 0.5, dxc + 0.5, zf, zf + 2.5), (wxc - 0.9, wxc + 0.9, zf + 0.5, zf + 2.6)]
        z2 = zf + hs[0] + 0.3
        z3 = z2 + hs[1] + 0.3
        for xc in (ux + 1.5, ux + uw - 1.5):
            ops.append((xc - 0.6, xc + 0.6, z2 + 0.6, z2 + 2.3))
            ops.append((xc - 0.55, xc + 0.55, z3 + 0.6, z3 + 2.1))
        wall('th_front', '-y', 0.0, ux, ux + uw, -0.2, zt, ops, wm, inner)
        nf.box('th_base', ux, ux + uw, -0.06, 0.0, -0.2, zf + 0.05, stone_b)
        door('-y', 0.0, dxc - 0.5, dxc + 0.5, zf, zf + 2.5, nf.paint(rnd.choice(['#1d2b25', '#22262f', '#3a3f44', '#5a1f1f']), name='th_door_%d' % (k % 4), rough=0.3),
             tr, transom=0.4, depth=0.15)
        for (a, b, c, e) in ops[1:]:
            window('-y', 0.0, a, b, c, e, fr, depth=0.12, fw=0.06, sash=True, muntins=(2, 2) if b - a < 1.5 else None,
                   mullions=[(a + b) / 2] if b - a > 1.5 else (), sill=0.06, sill_mat=stone_b, lintel=0.05, lintel_mat=stone_b)
        # porch
        nf.box('th_porch', ux + 0.2, ux + uw - 0.2, -2.0, 0, 0, zf, stone_b, 0.01)
        for j in range(3):
            nf.box('th_step', dxc - 0.6, dxc + 0.6, -2.0 - (j + 1) * 0.3, -2.0 - j * 0.3, 0, zf - (j + 1) * zf / 3.5, stone_b, 0.01)
        for ppx in (ux + 0.4, ux + uw - 0.4):
            nf.box('th_col', ppx - 0.1, ppx + 0.1, -1.9, -1.7, zf, zf + 2.6, tr, 0.01)
        nf.box('th_porch_roof', ux + 0.15, ux + uw - 0.15, -2.1, 0, zf + 2.6, zf + 2.8, tr)
        nf.box('th_rail', ux + 0.4, ux + uw - 0.4, -1.83, -1.77, zf + 0.85, zf + 0.9, tr)
        for j in range(int((uw - 0.8) / 0.14)):
            bx = ux + 0.45 + j * 0.14
            if abs(bx - dxc) < 0.65:
                continue
            nf.box('baluster', bx - 0.02, bx + 0.02, -1.82, -1.78, zf, zf + 0.85, tr)
        if k % 2 == 0:   # front gable on every other unit
            nf.gable('th_gable', ux + 0.5, ux + uw - 0.5, -0.3, 3.0, zt, 2.2, roof_m, axis='y', overhang=0.3, gable_mat=wm)
        lamp = 1.0 if night else 0.1
        interior_room(wxc - 1.4, wxc + 1.4, 0.3, 5.0, zf, zf + hs[0], rnd, 'living', lamp, wall='#ece7de', floor='#a88058')
        interior_room(ux + 0.3, ux + uw - 0.3, 0.3, 4.5, z2, z2 + hs[1], rnd, 'bedroom', lamp * 0.6, wall='#e9e4dc', floor='#a88058',
                      curtains='#efe8dc')
        interior_room(ux + 0.3, ux + uw - 0.3, 0.3, 4.5, z3, z3 + hs[2], rnd, 'bedroom', lamp * 0.5, wall='#e9e4dc', floor='#a88058')
        if night:
            nf.light('porchL', 'POINT', (dxc, -1.0, zf + 2.5), 15, nf.kelvin(2700), size=0.05)
    wall('th_side_l', '-x', x0, 0, D, -0.2, zt, [], bricks[0], inner)
    wall('th_side_r', '+x', x0 + W, 0, D, -0.2, zt, [], bricks[(n - 1) % len(bricks)], inner)
    nf.box('th_back', x0, x0 + W, D - 0.3, D, -0.2, zt, bricks[0])
    nf.gable('th_roof', x0, x0 + W, 0, D, zt, 3.2, roof_m, axis='x', overhang=0.35, gable_mat=bricks[0])
    nf.box('th_cornice', x0 - 0.35, x0 + W + 0.35, -0.4, -0.3, zt - 0.3, zt, tr)
    # fresh sod, young street trees, a few shrubs by each porch
    setback = P.get('setback', 4.0)
    sh = nf.foliage('#27401a', '#4a6a26', name='front_shrubs')
    for k in range(n):
        ux = x0 + k * uw
        nf.box('th_walk', ux + (0.6 if k % 2 == 0 else uw - 1.6), ux + (1.6 if k % 2 == 0 else uw - 0.6), -setback, -2.9, -0.02, 0.02,
               nf.concrete(0.58, 'walk_slabs', joints=0.9))
        for j in range(2):
            ms = trees.make('shrub', 'ths%d' % j, leaf_mat=sh, seed=seed + j, radius=0.45, height=0.7)
            trees.place(ms, (ux + (3.2 + j * 1.2 if k % 2 == 0 else uw - 3.2 - j * 1.2), -2.5, 0), k + j)
    return dict(center=(0, 0, zt / 2), width=W, height=zt + 3.2, depth=D, setback=setback, zf=zf)


# ------------------------------------------------------------------------------------------------ bungalow
def bungalow(P, night=False, seed=1):
    """1950s Etobicoke brick bungalow: one long storey under a low hip roof with deep eaves, a big tripartite
    picture window, a small stoop with wrought-iron rail, an attached single garage."""
    rnd = random.Random(seed)
    W = P.get('width', 13.0)
    D = P.get('depth', 9.0)
    m = P['materials']
    wm = material(m['walls'], 'bung_brick')
    tr = nf.paint(m.get('trim', '#f1eee7'), name='trim_paint', rough=0.4)
    fr = nf.plain(m.get('frame', '#f1eee7'), 0.4, 0.5, 0.1, name='bung_frame')
    inner = nf.paint('#ebe4d6', name='inner_paint')
    x0, x1 = -W / 2, W / 2
    zf = 0.45
    zt = zf + 2.7
    gx0, gx1 = x0 + 0.5, x0 + 3.6
    dx = gx1 + 1.3
    pw0, pw1 = dx + 1.2, dx + 4.6
    ops = [(gx0, gx1, 0.0, 2.2), (dx - 0.48, dx + 0.48, zf, zf + 2.1), (pw0, pw1, zf + 0.7, zf + 2.25), (x1 - 2.3, x1 - 0.9, zf + 0.95, zf + 2.25)]
    wall('b_front', '-y', 0.0, x0, x1, -0.2, zt, ops, wm, inner)
    wall('b_side_l', '-x', x0, 0.0, D, -0.2, zt, [], wm, inner)
    wall('b_side_r', '+x', x1, 0.0, D, -0.2, zt, [(3.5, 4.7, zf + 0.95, zf + 2.2)], wm, inner)
    nf.box('b_back', x0, x1, D - 0.3, D, -0.2, zt, wm)
    window('-y', 0.0, pw0, pw1, zf + 0.7, zf + 2.25, fr, depth=0.12, fw=0.07, mullions=[pw0 + 0.8, pw1 - 0.8], sill=0.06,
           sill_mat=nf.stone('#b8b0a0', name='bsill'))
    window('-y', 0.0, x1 - 2.3, x1 - 0.9, zf + 0.95, zf + 2.25, fr, depth=0.12, fw=0.07, sash=True, sill=0.06,
           sill_mat=nf.stone('#b8b0a0', name='bsill'))
    window('+x', x1, 3.5, 4.7, zf + 0.95, zf + 2.2, fr, depth=0.12, fw=0.07, sash=True)
    door('-y', 0.0, dx - 0.48, dx + 0.48, zf, zf + 2.1, nf.paint(m.get('door', '#2b3a48'), name='bung_door', rough=0.3), tr,
         depth=0.15)
    gd = nf.paint('#eeebe4', name='garage_white', rough=0.45)
    nf.box('gdoor', gx0, gx1, 0.12, 0.16, 0, 2.2, gd)
    for r in range(4):
        nf.box('gpanel_line', gx0, gx1, 0.11, 0.12, 0.5 + r * 0.5, 0.52 + r * 0.5, nf.plain('#a9a59c', 0.6, name='gline'))
    nf.gable('b_roof', x0, x1, 0.0, D, zt, 2.2, nf.shingle(m.get('roof', '#3a3735'), name='bung_roof'), axis='x', overhang=0.7,
             hip=1)
    nf.box('b_fascia', x0 - 0.7, x1 + 0.7, -0.74, -0.68, zt - 0.55, zt - 0.3, tr)
    nf.box('b_soffit', x0 - 0.7, x1 + 0.7, -0.7, 0.0, zt - 0.56, zt - 0.5, tr)
    nf.box('b_chimney', x1 - 3.4, x1 - 2.6, D * 0.5, D * 0.5 + 0.7, zt, zt + 3.0, wm)
    # stoop with iron railing, concrete driveway
    st = nf.concrete(0.55, 'stoop_conc')
    nf.box('stoop', dx - 1.0, dx + 1.0, -1.5, 0, 0, zf, st, 0.01)
    for j in range(2):
        nf.box('stoop_step', dx - 0.7, dx + 0.7, -1.5 - (j + 1) * 0.32, -1.5 - j * 0.32, 0, zf - (j + 1) * zf / 2.6, st)
    iron = nf.plain('#121212', 0.45, 0.5, 0.6, name='iron')
    for sx in (dx - 0.95, dx + 0.95):
        nf.box('rail', sx - 0.015, sx + 0.015, -1.5, 0, zf + 0.85, zf + 0.88, iron)
        for j in range(6):
            nf.box('rail_post', sx - 0.01, sx + 0.01, -1.45 + j * 0.28, -1.43 + j * 0.28, zf, zf + 0.86, iron)
    setback = P.get('setback', 9.0)
    nf.box('driveway', gx0 - 0.2, gx1 + 0.2, -setback, 0.15, -0.03, 0.015, nf.concrete(0.5, 'drive_conc', joints=3.0))
    nf.box('walk', dx - 0.6, dx + 0.6, -5.0, -2.1, -0.02, 0.02, nf.concrete(0.55, 'walk_slabs', joints=0.9))
    nf.box('walk2', gx1 + 0.2, dx + 0.6, -5.6, -5.0, -0.02, 0.02, nf.concrete(0.55, 'walk_slabs', joints=0.9))
    sh = nf.foliage('#223a16', '#466628', name='foundation_shrub')
    for j, x in enumerate([pw0 - 0.4 + t * 0.9 for t in range(5)] + [x1 - 2.0, x1 - 1.1]):
        ms = trees.make('shrub', 'bs%d' % (j % 3), leaf_mat=sh, seed=seed + j % 3, radius=0.45, height=0.8)
        trees.place(ms, (x, -0.8, 0), j)
    lm = nf.foliage('#2c4a18', '#5a7a2a', name='lot_leaf')
    ms = trees.make('deciduous', 'bung_maple', leaf_mat=lm, seed=seed + 9, height=13, spread=0.9, split=0.3)
    trees.place(ms, (x1 + 2.5, -5.5, 0), 1.0)
    lamp = 1.0 if night else 0.1
    interior_room(pw0 - 0.4, pw1 + 0.4, 0.3, 5.0, zf, zt - 0.05, rnd, 'living', lamp, wall='#eee6d6', floor='#a47a50', curtains='#efe4d0')
    interior_room(x1 - 2.8, x1 - 0.4, 0.3, 4.0, zf, zt - 0.05, rnd, 'bedroom', lamp * 0.6, wall='#e9e3d8', floor='#a47a50', curtains='#efe4d0')
    if night:
        sconce(dx + 0.75, 0.0, zf + 1.9, rnd, power=8)
        sconce(gx1 + 0.3, 0.0, 1.9, rnd, power=8)
    return dict(center=(0, 0, zt / 2), width=W, height=zt + 2.2, depth=D, setback=setback, zf=zf)

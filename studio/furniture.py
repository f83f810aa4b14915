# Furniture and fittings from primitives: sofas, chairs, tables, beds, lamps, chandeliers, kitchen runs, islands,
# bath fittings, plants, books and art. Every piece takes a position, an orientation (rot, radians about Z) and
# materials, and is built as a small set of bevelled boxes/cylinders parented to an empty so it can be rotated.
import bpy, math, random
from mathutils import Vector, Matrix
import nf, trees


class Group:
    """Collects parts built in local coordinates, then places them all with one transform."""

    def __init__(self, loc, rot=0.0):
        self.parts = []
        self.M = Matrix.Translation(Vector(loc)) @ Matrix.Rotation(rot, 4, 'Z')

    def add(self, o):
        # matrix_basis, not matrix_world: a part placed by location/rotation just before add has no world matrix
        # until the scene updates, so the old product dropped it at the group's origin (the bed's pillows sank
        # into the frame)
        o.matrix_world = self.M @ o.matrix_basis
        self.parts.append(o)
        return o

    def box(self, name, x0, x1, y0, y1, z0, z1, mat, bevel=0.0, segs=2):
        return self.add(nf.box(name, x0, x1, y0, y1, z0, z1, mat, bevel, segs))

    def cyl(self, name, r, h, loc, mat, verts=24, r2=None, rot=(0, 0, 0), bevel=0.0):
        return self.add(nf.cyl(name, r, h, loc, mat, verts, rot=rot, r2=r2, bevel=bevel))

    def soft(self, name, x0, x1, y0, y1, z0, z1, mat, bevel=0.06, segs=4):
        """Upholstered block: bevelled then subdivided once so it reads soft."""
        o = nf.box(name, x0, x1, y0, y1, z0, z1, mat, bevel, segs)
        nf.smooth(o, 60)
        return self.add(o)

    def light(self, name, kind, loc, power, color, **kw):
        p = self.M @ Vector(loc)
        o = nf.light(name, kind, tuple(p), power, color, **kw)
        if 'rot' in kw:
            o.matrix_world = self.M.to_3x3().to_4x4() @ o.matrix_world
            o.location = p
        return o


# ------------------------------------------------------------------------------------------------ seating
def sofa(loc, rot, mat, length=2.4, depth=0.95, legs=None, pillows=None, seat_h=0.44, back_h=0.84, arms=True, rnd=None):
    rnd = rnd or random.Random(1)
    g = Group(loc, rot)
    L, Dp = length, depth
    legm = legs or nf.plain('#1d1a17', 0.4, name='leg_dark')
    for x in (-L / 2 + 0.1, L / 2 - 0.1):
        for y in (-Dp / 2 + 0.1, Dp / 2 - 0.1):
            g.cyl('leg', 0.02, 0.1, (x, y, 0), legm, 8)
    g.soft('base', -L / 2, L / 2, -Dp / 2, Dp / 2, 0.1, seat_h - 0.12, mat, 0.04)
    g.soft('back', -L / 2, L / 2, Dp / 2 - 0.2, Dp / 2, seat_h - 0.14, back_h, mat, 0.06)
    aw = 0.18 if arms else 0.0
    if arms:
        for x in (-L / 2, L / 2 - aw):
            g.soft('arm', x, x + aw, -Dp / 2, Dp / 2, 0.1, seat_h + 0.18, mat, 0.06)
    n = 3 if L > 2.0 else 2
    seg = (L - 2 * aw) / n
    for k in range(n):
        x0 = -L / 2 + aw + k * seg
        g.soft('seat', x0 + 0.01, x0 + seg - 0.01, -Dp / 2 + 0.02, Dp / 2 - 0.22, seat_h - 0.14, seat_h, mat, 0.06)
        c = g.soft('backc', x0 + 0.02, x0 + seg - 0.02, Dp / 2 - 0.38, Dp / 2 - 0.2, seat_h - 0.02, back_h + 0.06, mat, 0.08)
    for k, pm in enumerate(pillows or []):
        x = -L / 2 + aw + 0.3 + k * 0.42 if k < 2 else L / 2 - aw - 0.3 - (k - 2) * 0.42
        o = nf.box('pillow', -0.22, 0.22, -0.07, 0.07, -0.21, 0.21, pm, 0.07, 4)
        nf.subsurf(o, 1)
        o.location = (x, Dp / 2 - 0.43, seat_h + 0.22)
        o.rotation_euler = (math.radians(-12), 0, math.radians(rnd.uniform(-10, 10)))
        g.add(o)
    return g


def armchair(loc, rot, mat, legs=None, w=0.82):
    g = Group(loc, rot)
    legm = legs or nf.plain('#3a2818', 0.4, name='leg_wood')
    for x in (-w / 2 + 0.08, w / 2 - 0.08):
        for y in (-0.32, 0.32):
            g.cyl('leg', 0.018, 0.16, (x, y, 0), legm, 8, r2=0.013)
    g.soft('seat', -w / 2, w / 2, -0.4, 0.4, 0.16, 0.45, mat, 0.05)
    g.soft('back', -w / 2, w / 2, 0.22, 0.42, 0.4, 0.85, mat, 0.06)
    for x in (-w / 2, w / 2 - 0.12):
        g.soft('arm', x, x + 0.12, -0.4, 0.42, 0.4, 0.62, mat, 0.05)
    return g


def dining_chair(loc, rot, wood, seat=None, style='modern'):
    g = Group(loc, rot)
    s = seat or wood
    for x in (-0.2, 0.2):
        g.box('leg', x - 0.02, x + 0.02, -0.2, -0.16, 0, 0.45, wood, 0.005)
        g.box('leg', x - 0.02, x + 0.02, 0.17, 0.21, 0, 0.95 if style != 'stool' else 0.45, wood, 0.005)
    g.soft('seat', -0.23, 0.23, -0.22, 0.22, 0.43, 0.5, s, 0.02, 2)
    if style == 'traditional':
        g.soft('back', -0.21, 0.21, 0.15, 0.2, 0.6, 0.93, s, 0.02, 2)
    else:
        g.box('back', -0.21, 0.21, 0.17, 0.21, 0.68, 0.88, wood, 0.01)
    return g


def stool(loc, rot, seat, metal):
    g = Group(loc, rot)
    g.cyl('stem', 0.025, 0.62, (0, 0, 0.05), metal, 12)
    g.cyl('foot', 0.2, 0.05, (0, 0, 0), metal, 24)
    g.cyl('ring', 0.17, 0.015, (0, 0, 0.3), metal, 24)
    g.add(nf.smooth(nf.cyl('seat', 0.2, 0.07, (0, 0, 0.67), seat, 24, bevel=0.02)))
    g.box('back', -0.17, 0.17, 0.14, 0.18, 0.74, 0.9, seat, 0.02)
    return g


# ------------------------------------------------------------------------------------------------ tables
def coffee_table(loc, rot, top, base, l=1.2, w=0.65, h=0.4, round_=False):
    g = Group(loc, rot)
    if round_:
        g.add(nf.cyl('top', l / 2, 0.04, (0, 0, h - 0.04), top, 48, bevel=0.01))
        g.cyl('base', l / 4, h - 0.04, (0, 0, 0), base, 32)
    else:
        g.box('top', -l / 2, l / 2, -w / 2, w / 2, h - 0.05, h, top, 0.008)
        g.box('shelf', -l / 2 + 0.05, l / 2 - 0.05, -w / 2 + 0.05, w / 2 - 0.05, 0.08, 0.1, top, 0.005)
        for x in (-l / 2 + 0.04, l / 2 - 0.04):
            for y in (-w / 2 + 0.04, w / 2 - 0.04):
                g.box('leg', x - 0.02, x + 0.02, y - 0.02, y + 0.02, 0, h - 0.05, base)
    return g


def dining_table(loc, rot, top, base, l=2.4, w=1.0, h=0.76, pedestal=False):
    g = Group(loc, rot)
    g.box('top', -l / 2, l / 2, -w / 2, w / 2, h - 0.045, h, top, 0.006)
    g.box('apron', -l / 2 + 0.08, l / 2 - 0.08, -w / 2 + 0.08, w / 2 - 0.08, h - 0.13, h - 0.045, top)
    if pedestal:
        for x in (-l / 4, l / 4):
            g.cyl('ped', 0.1, h - 0.13, (x, 0, 0.05), base, 24, r2=0.07)
            g.box('foot', x - 0.35, x + 0.35, -0.25, 0.25, 0, 0.06, base, 0.02)
    else:
        for x in (-l / 2 + 0.1, l / 2 - 0.1):
            for y in (-w / 2 + 0.1, w / 2 - 0.1):
                g.box('leg', x - 0.035, x + 0.035, y - 0.035, y + 0.035, 0, h - 0.045, base, 0.004)
    return g


def side_table(loc, top, base, r=0.25, h=0.55):
    g = Group(loc, 0)
    g.add(nf.cyl('top', r, 0.03, (0, 0, h - 0.03), top, 32, bevel=0.006))
    g.cyl('stem', 0.025, h - 0.03, (0, 0, 0.02), base, 12)
    g.cyl('foot', r * 0.7, 0.02, (0, 0, 0), base, 32)
    return g


# ------------------------------------------------------------------------------------------------ lamps
def floor_lamp(loc, metal, shade=None, power=30, h=1.55):
    g = Group(loc, 0)
    g.cyl('base', 0.16, 0.025, (0, 0, 0), metal, 32)
    g.cyl('pole', 0.012, h - 0.2, (0, 0, 0.02), metal, 8)
    g.cyl('shade', 0.22, 0.32, (0, 0, h - 0.3), shade or nf.lampshade(), 32, r2=0.19)
    g.light('lampL', 'POINT', (0, 0, h - 0.15), power, nf.kelvin(3000), size=0.08, camera=False)
    return g


def table_lamp(loc, base_mat, shade=None, power=12, h=0.6):
    g = Group(loc, 0)
    o = nf.sphere('lamp_base', 0.11, (0, 0, 0.14), base_mat, (1, 1, 1.25))
    g.add(o)
    g.cyl('neck', 0.01, 0.2, (0, 0, 0.27), nf.plain('#b08d57', 0.3, 0.5, 1.0, name='brass'), 8)
    g.cyl('shade', 0.18, 0.22, (0, 0, h - 0.2), shade or nf.lampshade(), 32, r2=0.14)
    g.light('tlampL', 'POINT', (0, 0, h - 0.1), power, nf.kelvin(3000), size=0.05, camera=False)
    return g


def pendant(loc, ceiling, shade_mat, cord_mat, r=0.22, h=0.3, power=25, kind='dome'):
    x, y, z = loc
    g = Group((x, y, 0), 0)
    g.cyl('cord', 0.004, ceiling - z - h, (0, 0, z + h), cord_mat, 6)
    if kind == 'dome':
        g.cyl('shade', r * 0.15, h, (0, 0, z), shade_mat, 32, r2=r * 0.15)
        o = nf.cyl('dome', r, h, (0, 0, z), shade_mat, 48, r2=r * 0.18, cap=False)
        nf.smooth(o, 80)
        s = o.modifiers.new('sol', 'SOLIDIFY')
        s.thickness = 0.006
        g.add(o)
        g.add(nf.sphere('bulb', 0.05, (0, 0, z + 0.03), nf.emission(nf.kelvin(2700), 40, name='bulb_glow')))
    elif kind == 'globe':
        g.add(nf.sphere('globe', r, (0, 0, z + r), nf.lampshade('#fbf3e4', 14, name='shade_globe'), seg=32))
    else:   # drum
        g.cyl('drum', r, h, (0, 0, z), shade_mat, 48)
    g.light('pendL', 'POINT', (0, 0, z + 0.02), power, nf.kelvin(2700), size=0.05, camera=False)
    return g


def chandelier(loc, ceiling, metal, arms=8, r=0.55, tiers=2, power=60):
    """Traditional chandelier: central column, curved arms (short cylinders), candle bulbs with small glow."""
    x, y, z = loc
    g = Group((x, y, 0), 0)
    g.cyl('chain', 0.01, ceiling - z - 0.6, (0, 0, z + 0.6), metal, 6)
    g.add(nf.sphere('column', 0.07, (0, 0, z + 0.25), metal, (1, 1, 3.2)))
    g.cyl('canopy', 0.1, 0.05, (0, 0, ceiling - 0.05), metal, 24)
    glow = nf.emission(nf.kelvin(2500), 25, name='bulb_candle')
    for t in range(tiers):
        rr = r * (1 - 0.4 * t)
        zz = z + t * 0.3
        na = arms if t == 0 else arms // 2
        for k in range(na):
            a = 2 * math.pi * (k + 0.5 * t) / na
            cx, cy = rr * math.cos(a), rr * math.sin(a)
            arm = nf.cyl('arm', 0.008, rr, (0, 0, zz), metal, 6, rot=(0, math.pi / 2, 0))
            arm.rotation_euler = (0, math.pi / 2, a)
            g.add(arm)
            g.cyl('cup', 0.035, 0.03, (cx, cy, zz), metal, 12, r2=0.045)
            g.cyl('candle', 0.012, 0.09, (cx, cy, zz + 0.03), nf.plain('#f4efe4', 0.5, name='candle_white'), 8)
            g.add(nf.sphere('flame', 0.022, (cx, cy, zz + 0.15), glow, (1, 1, 1.6), seg=12))
            if k % 2 == 0:
                for j in range(3):   # crystal drops
                    g.add(nf.sphere('crystal', 0.012, (cx * (0.6 + 0.12 * j), cy * (0.6 + 0.12 * j), zz - 0.06 - 0.03 * j),
                                    nf.glass((1, 1, 1), name='glass_crystal'), (1, 1, 1.6), 8))
    g.light('chandL', 'POINT', (0, 0, z + 0.15), power, nf.kelvin(2600), size=r * 0.7, camera=False)
    return g


# ------------------------------------------------------------------------------------------------ beds
def drape(name, x0, x1, y0, y1, top, hang, mat, r=0.06, res=0.03, wrinkle=0.012, seed=1, foot=True):
    """A cloth laid over a block whose top is the rectangle x0..x1, y0..y1 at height top: flat on top, rolling over
    the long sides (and the foot, the -y end, when foot) on a radius r and hanging hang metres down, with low
    noise folds. The flat sheet is a grid; each point past an edge is bent round the edge by its distance, so the
    corners fall as a cloth's do instead of standing as a box's."""
    from mathutils import noise
    ext = r * math.pi / 2 + hang
    xs = [x0 - ext + i * res for i in range(int((x1 - x0 + 2 * ext) / res) + 1)]
    ys = [(y0 - ext if foot else y0) + j * res for j in range(int((y1 - y0 + (ext if foot else 0)) / res) + 1)]
    verts = []
    for y in ys:
        for x in xs:
            dx = max(0.0, x0 - x, x - x1)
            dy = max(0.0, y0 - y) if foot else 0.0
            # past the cloth's own edge at a corner (the flat sheet's square corner): clipped, so the corner hangs
            # with a round hem instead of a point
            dd = math.hypot(dx, dy)
            d = min(dd, ext)
            ux = (-1 if x < x0 else 1) * dx / dd if dd else 0.0
            uy = -dy / dd if dd else 0.0
            if d <= r * math.pi / 2:
                out, down = r * math.sin(d / r), r * (1 - math.cos(d / r))
            else:
                out, down = r, r + (d - r * math.pi / 2)
            px = min(max(x, x0), x1) + ux * out
            py = max(y, y0) + uy * out if foot else y
            pz = top - down
            # folds: stronger where the cloth hangs, nothing along the crown of the edge
            amp = wrinkle * (0.6 + min(1.0, d / 0.15))
            n = noise.noise(Vector((x * 2.2 + seed, y * 2.2, seed * 0.37)))
            if d > r * math.pi / 2:
                px += ux * n * amp
                py += uy * n * amp
            else:
                pz += n * amp * 0.6
            verts.append((px, py, pz))
    nx = len(xs)
    faces = [(j * nx + i, j * nx + i + 1, (j + 1) * nx + i + 1, (j + 1) * nx + i)
             for j in range(len(ys) - 1) for i in range(nx - 1)]
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    o = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(o)
    o.data.materials.append(mat)
    sol = o.modifiers.new('thick', 'SOLIDIFY')
    sol.thickness = 0.02
    sol.offset = 1.0
    nf.subsurf(o, 1)
    return o


def bed(loc, rot, frame, linen, throw=None, pillows=None, w=1.9, l=2.2, head_h=1.25, night=None, lamps=True, rnd=None,
        soft=False):
    rnd = rnd or random.Random(2)
    g = Group(loc, rot)
    g.soft('frame', -w / 2 - 0.05, w / 2 + 0.05, -l, 0, 0.05, 0.35, frame, 0.03)
    g.soft('headboard', -w / 2 - 0.1, w / 2 + 0.1, -0.08, 0.02, 0.05, head_h, frame, 0.04)
    mat = g.soft('mattress', -w / 2, w / 2, -l + 0.05, -0.1, 0.35, 0.58, linen, 0.08, 5)
    if soft:   # a duvet that rolls over the mattress and hangs, turned back under the pillows, a throw draped across
        g.add(drape('duvet', -w / 2, w / 2, -l + 0.05, -0.62, 0.6, 0.24, linen, seed=rnd.randint(1, 99)))
        g.add(drape('duvet_fold', -w / 2, w / 2, -0.78, -0.58, 0.63, 0.22, linen, r=0.05, wrinkle=0.006, foot=False,
                    seed=rnd.randint(1, 99)))
        if throw:
            # laid 3 cm proud of the duvet on every side, so the duvet's folds cannot show through it
            g.add(drape('throw', -w / 2 - 0.03, w / 2 + 0.03, -l + 0.02, -l + 0.62, 0.63, 0.3, throw, r=0.09,
                        wrinkle=0.01, seed=rnd.randint(1, 99)))
    else:
        duv = nf.box('duvet', -w / 2 - 0.06, w / 2 + 0.06, -l, -0.6, 0.5, 0.64, linen, 0.07, 5)
        nf.subsurf(duv, 1)
        g.add(duv)
        if throw:
            g.soft('throw', -w / 2 - 0.08, w / 2 + 0.08, -l + 0.05, -l + 0.6, 0.56, 0.66, throw, 0.05)
    pm = pillows or [linen, linen]
    for k, x in enumerate((-w / 4, w / 4)):
        o = nf.box('pillow', -w / 4 + 0.05, w / 4 - 0.05, -0.09, 0.09, -0.3, 0.3, pm[k % len(pm)], 0.08, 4)
        nf.subsurf(o, 1)
        o.location = (x, -0.25, 0.78)
        o.rotation_euler = (math.radians(-18), 0, 0)
        g.add(o)
    if night is not None:
        for x in (-w / 2 - 0.45, w / 2 + 0.45):
            g.box('nightstand', x - 0.27, x + 0.27, -0.45, -0.02, 0, 0.58, night, 0.01)
            g.box('drawer_line', x - 0.25, x + 0.25, -0.455, -0.45, 0.3, 0.31, nf.plain('#111111', 0.5, name='shadow_line'))
            if lamps:
                p = g.M @ Vector((x, -0.22, 0.58))
                table_lamp(tuple(p), nf.plain('#d9d2c4', 0.3, name='ceramic_lamp'), power=10)
    return g


# ------------------------------------------------------------------------------------------------ kitchen
def cabinet_run(x0, x1, y_wall, face, mat, top, handle, h=0.9, depth=0.62, uppers=None, upper_h=(1.45, 2.35), door_w=0.6,
                gaps=(), toe='#1a1a1a'):
    """A run of base cabinets against a wall (face: '+y' = back against y_wall, fronts facing -y), shaker doors,
    bar handles, a countertop with a slight overhang, optional upper cabinets. gaps: list of (u0,u1) left open
    (for a range or a dishwasher panel drawn separately)."""
    sgn = -1 if face == '+y' else 1
    yb = y_wall
    yf = y_wall + sgn * depth

    def Y(a, b):
        return (min(a, b), max(a, b))

    tm = nf.plain(toe, 0.8, name='toe_kick')
    ya, yb2 = Y(yb, yf - sgn * 0.06)
    nf.box('toe', x0, x1, ya, yb2, 0, 0.1, tm)
    ya, yb2 = Y(yb, yf)
    nf.box('carcass', x0, x1, ya, yb2, 0.1, h - 0.04, mat)
    ya, yb2 = Y(yb, yf + sgn * 0.03)
    nf.box('counter', x0 - 0.02, x1 + 0.02, ya, yb2, h - 0.04, h, top, 0.004)
    n = max(1, int(round((x1 - x0) / door_w)))
    dw = (x1 - x0) / n
    for k in range(n):
        a = x0 + k * dw
        if any(g0 <= a + dw / 2 <= g1 for g0, g1 in gaps):
            continue
        # shaker door: recessed centre panel framed by rails and stiles (the frame proud by 1 cm)
        yo = yf + sgn * 0.0
        ya, yb2 = Y(yo, yo + sgn * 0.02)
        for (u0, u1, z0, z1) in [(a + 0.005, a + dw - 0.005, h - 0.26, h - 0.2), (a + 0.005, a + dw - 0.005, 0.12, 0.18),
                                 (a + 0.005, a + 0.065, 0.12, h - 0.2), (a + dw - 0.065, a + dw - 0.005, 0.12, h - 0.2),
                                 (a + 0.005, a + dw - 0.005, h - 0.2, h - 0.06)]:
            nf.box('shaker', u0, u1, ya, yb2, z0, z1, mat, 0.003)
        hx = a + dw / 2
        yh = yo + sgn * 0.045
        nf.box('handle', hx - 0.1, hx + 0.1, min(yh, yh + sgn * 0.02), max(yh, yh + sgn * 0.02), h - 0.14, h - 0.125, handle, 0.003)
    if uppers is not None:
        z0, z1 = upper_h
        ud = 0.36
        ya, yb2 = Y(yb, yb + sgn * ud)
        nf.box('uppers', x0, x1, ya, yb2, z0, z1, uppers)
        for k in range(n):
            a = x0 + k * dw
            ya, yb2 = Y(yb + sgn * ud, yb + sgn * (ud + 0.02))
            nf.box('udoor', a + 0.005, a + dw - 0.005, ya, yb2, z0 + 0.005, z1 - 0.005, uppers, 0.003)
        # under-cabinet light strip
        lx = (x0 + x1) / 2
        nf.light('undercab', 'AREA', (lx, yb + sgn * 0.2, z0 - 0.02), 25 * (x1 - x0), nf.kelvin(3000), size=x1 - x0 - 0.1,
                 size_y=0.15, camera=False, glossy=False)


def island(cx, cy, l, w, mat, top, handle, h=0.92, waterfall=False, overhang=0.3, rot=0.0):
    """Kitchen island along X: cabinets on the -y side, seating overhang on +y, optional waterfall ends."""
    g = Group((cx, cy, 0), rot)
    g.box('toe', -l / 2 + 0.05, l / 2 - 0.05, -w / 2 + 0.06, w / 2 - overhang, 0, 0.1, nf.plain('#1a1a1a', 0.8, name='toe_kick'))
    g.box('body', -l / 2 + (0.04 if waterfall else 0), l / 2 - (0.04 if waterfall else 0), -w / 2, w / 2 - overhang, 0.1, h - 0.04, mat)
    g.box('top', -l / 2, l / 2, -w / 2 - 0.02, w / 2, h - 0.04, h, top, 0.004)
    if waterfall:
        for x in (-l / 2, l / 2 - 0.04):
            g.box('fall', x, x + 0.04, -w / 2 - 0.02, w / 2, 0, h - 0.04, top, 0.003)
    n = max(2, int(round(l / 0.6)))
    dw = (l - 0.1) / n
    for k in range(n):
        a = -l / 2 + 0.05 + k * dw
        g.box('door', a + 0.004, a + dw - 0.004, -w / 2 - 0.02, -w / 2, 0.12, h - 0.06, mat, 0.004)
        g.box('handle', a + dw / 2 - 0.1, a + dw / 2 + 0.1, -w / 2 - 0.045, -w / 2 - 0.025, h - 0.15, h - 0.135, handle, 0.003)
    return g


def range_hood(cx, y_wall, face, steel, w=0.9, hood_mat=None, ceiling=2.7):
    sgn = -1 if face == '+y' else 1
    ya, yb = sorted((y_wall, y_wall + sgn * 0.65))
    nf.box('range', cx - w / 2, cx + w / 2, ya, yb, 0.0, 0.92, steel, 0.005)
    nf.box('cooktop', cx - w / 2 + 0.02, cx + w / 2 - 0.02, ya + 0.02, yb - 0.02, 0.92, 0.95, nf.plain('#0c0c0d', 0.15, 0.6, name='black_glass'))
    for k in range(5):
        nf.cyl('knob', 0.02, 0.03, (cx - w / 2 + 0.15 + k * (w - 0.3) / 4, y_wall + sgn * 0.66, 0.82), steel, 12,
               rot=(math.pi / 2, 0, 0))
    ya, yb = sorted((y_wall, y_wall + sgn * 0.55))
    hm = hood_mat or steel
    nf.box('hood', cx - w / 2 - 0.05, cx + w / 2 + 0.05, ya, yb, 1.65, 1.95, hm, 0.01)
    ya, yb = sorted((y_wall, y_wall + sgn * 0.32))
    nf.box('hood_flue', cx - 0.18, cx + 0.18, ya, yb, 1.95, ceiling, hm, 0.005)


def sink_faucet(x, y, metal, face='+y'):
    sgn = -1 if face == '+y' else 1
    nf.box('sink', x - 0.38, x + 0.38, y + sgn * 0.12 - 0.2, y + sgn * 0.12 + 0.2, 0.9, 0.905, nf.plain('#2a2b2d', 0.3, 0.5, 0.8, name='sink_steel'))
    nf.cyl('faucet', 0.018, 0.38, (x, y + sgn * 0.04, 0.9), metal, 12)
    arc = nf.cyl('spout', 0.014, 0.22, (x, y + sgn * 0.04, 1.27), metal, 12, rot=(sgn * -math.pi / 2, 0, 0))


# ------------------------------------------------------------------------------------------------ bath
def freestanding_tub(loc, rot, mat, l=1.7, w=0.8, h=0.6):
    """An oval soaking tub: one revolved profile (foot, the outer wall swelling to a rolled rim, the basin inside),
    stretched to l x w."""
    k = h / 0.58
    prof = [(0.40, 0.0), (0.44, 0.04 * k), (0.475, 0.22 * k), (0.497, 0.50 * k), (0.5, 0.565 * k), (0.49, 0.58 * k),
            (0.472, 0.575 * k), (0.462, 0.52 * k), (0.44, 0.30 * k), (0.39, 0.15 * k), (0.30, 0.10 * k), (0.15, 0.09 * k)]
    g = Group(loc, rot)
    o = nf.lathe('tub', prof, mat, 96)
    o.scale = (l, w, 1.0)
    nf.subsurf(o, 1)
    g.add(o)
    return g


def vanity(x0, x1, y_wall, face, body, top, metal, basin=None, double=True, mirror=True, h=0.86):
    sgn = -1 if face == '+y' else 1
    ya, yb = sorted((y_wall, y_wall + sgn * 0.56))
    nf.box('vanity', x0, x1, ya, yb, 0.25, h - 0.03, body, 0.006)
    nf.box('vtop', x0 - 0.02, x1 + 0.02, min(ya, yb) - 0.01, max(ya, yb) + 0.01, h - 0.03, h, top, 0.004)
    n = 2 if double and x1 - x0 > 1.3 else 1
    for k in range(n):
        cx = x0 + (x1 - x0) * (k + 0.5) / n
        bm = basin or nf.plain('#f5f4f0', 0.08, 0.5, name='porcelain')
        nf.box('basin', cx - 0.25, cx + 0.25, y_wall + sgn * 0.18 - 0.18, y_wall + sgn * 0.18 + 0.18, h - 0.005, h + 0.0, bm)
        nf.cyl('tap', 0.015, 0.28, (cx, y_wall + sgn * 0.05, h), metal, 12)
        nf.box('spout', cx - 0.012, cx + 0.012, min(y_wall + sgn * 0.05, y_wall + sgn * 0.2), max(y_wall + sgn * 0.05, y_wall + sgn * 0.2),
               h + 0.26, h + 0.285, metal, 0.005)
        if mirror:
            ya2, yb2 = sorted((y_wall, y_wall + sgn * 0.03))
            nf.box('mirror_frame', cx - 0.38, cx + 0.38, ya2, yb2, h + 0.35, h + 1.3, metal, 0.01)
            ya3, yb3 = sorted((y_wall + sgn * 0.03, y_wall + sgn * 0.035))
            nf.box('mirror', cx - 0.35, cx + 0.35, ya3, yb3, h + 0.38, h + 1.27, nf.plain('#d8dcdc', 0.0, 1.0, 1.0, name='mirror_silver'))
            for sx in (cx - 0.48, cx + 0.48):
                nf.cyl('sconce', 0.04, 0.32, (sx, y_wall + sgn * 0.08, h + 0.7), nf.lampshade('#fbf4e6', 10, name='shade_sconce'), 16)
                nf.light('sconceL', 'POINT', (sx, y_wall + sgn * 0.1, h + 0.86), 10, nf.kelvin(2800), size=0.04, camera=False)


def glass_shower(x0, x1, y0, y1, metal, h=2.1):
    g = nf.glass((0.95, 0.98, 0.97), name='glass_shower')
    nf.box('glass', x0, x0 + 0.01, y0, y1, 0.02, h, g).visible_shadow = False
    nf.box('shower_rail', x0 - 0.01, x0 + 0.02, y0, y1, h - 0.02, h, metal)
    nf.cyl('rainhead', 0.15, 0.015, ((x0 + x1) / 2, (y0 + y1) / 2, h + 0.1), metal, 32)


def towel(x, y, z, mat, face='+y', w=0.5):
    sgn = -1 if face == '+y' else 1
    ya, yb = sorted((y, y + sgn * 0.05))
    nf.box('towel', x - w / 2, x + w / 2, ya, yb, z - 0.55, z, mat, 0.02)


# ------------------------------------------------------------------------------------------------ decor
def plant(loc, pot, leaf, h=1.4, seed=1, kind='fig'):
    x, y, z = loc
    nf.cyl('pot', 0.2, 0.4, (x, y, z), pot, 32, r2=0.24, bevel=0.01)
    nf.cyl('soil', 0.22, 0.02, (x, y, z + 0.37), nf.mulch(), 24)
    ms = trees.make('deciduous', 'houseplant%s' % kind, leaf_mat=leaf, seed=seed, height=h, spread=0.6, split=0.4, limbs=3,
                    leaf_size=0.09 if kind == 'fig' else 0.05, density=0.35 if kind == 'fig' else 0.8, levels=2)
    trees.place(ms, (x, y, z + 0.35), seed)


def books(x0, y, z, n, mats, face='+y', rnd=None, depth=0.2):
    rnd = rnd or random.Random(5)
    x = x0
    sgn = -1 if face == '+y' else 1
    for k in range(n):
        t = rnd.uniform(0.025, 0.05)
        hh = rnd.uniform(0.2, 0.3)
        ya, yb = sorted((y, y + sgn * depth * rnd.uniform(0.8, 1.0)))
        nf.box('book', x, x + t, ya, yb, z, z + hh, rnd.choice(mats), 0.002)
        x += t + 0.002
    return x


def art(x0, x1, y, z0, z1, face, canvas, frame=None, depth=0.035):
    sgn = -1 if face == '+y' else 1
    ya, yb = sorted((y, y + sgn * depth))
    if frame is not None:
        nf.box('art_frame', x0 - 0.04, x1 + 0.04, ya, yb, z0 - 0.04, z1 + 0.04, frame, 0.004)
        ya, yb = sorted((y + sgn * 0.002, y + sgn * (depth + 0.003)))
    nf.box('art_canvas', x0, x1, ya, yb, z0, z1, canvas)


def abstract_canvas(name, c1, c2, c3):
    m, nt, out = nf.new_mat(name)
    p = nf.tex(nt, 'Generated')
    n = nf.noise(nt, p, 2.2, 3, 0.5, 2.0)
    c = nf.ramp(nt, n, [(0.3, nf.col(c1)), (0.5, nf.col(c2)), (0.68, nf.col(c3)), (0.8, nf.col(c1))])
    nf.out_bsdf(nt, out, c, 0.8, 0.3)
    return m


def vase(loc, mat, h=0.3, r=0.08):
    x, y, z = loc
    o = nf.sphere('vase', r, (x, y, z + h * 0.45), mat, (1, 1, h / (2 * r)), seg=24)
    nf.cyl('neck', r * 0.45, h * 0.2, (x, y, z + h * 0.8), mat, 16)
    return o


def drapes(x0, x1, y, z0, z1, mat, face='+y', folds=10):
    """Floor-length drapery panel with folds (a zig-zag strip), hung from a rod."""
    sgn = -1 if face == '+y' else 1
    n = folds * 2
    V, F = [], []
    for k in range(n + 1):
        x = x0 + (x1 - x0) * k / n
        dy = (0.05 if k % 2 else 0.0) + 0.03
        V.append((x, y + sgn * dy, z0))
        V.append((x, y + sgn * dy, z1))
    for k in range(n):
        F.append((2 * k, 2 * k + 2, 2 * k + 3, 2 * k + 1))
    o = nf.mesh_obj('drape', V, F, mat)
    nf.smooth(o, 80)
    return o

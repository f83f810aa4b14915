# Interior scenes for every property: living, kitchen, dining, bedroom, bath, office, boardroom, garden room.
# The room spans x 0..W, y 0..D, floor z = 0; windows sit in the walls named N (y = D), S (y = 0), E (x = W), W (x = 0).
# blender -b --factory-startup -P studio/interior.py -- --shot NAME [--pct 25]
import bpy, os, sys, math, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nf, trees, arch, views
import furniture as F

a = nf.args()
S = nf.shot_entry(a.shot)
P = nf.prop_entry(S['property'])
prm = S.get('params', {})
room = prm.get('room', S['shot'])
I = dict(P.get('interior', {}))
I.update(prm.get('interior', {}))
style = I.get('style', 'modern')
rnd = nf.rng(S['property'], room)
nf.clear()
staged = prm.get('staged', True)

# ------------------------------------------------------------------------------------------------ spec
DEFAULTS = {
    'living': dict(W=6.5, D=5.5, H=2.9),
    'kitchen': dict(W=6.0, D=5.0, H=2.9),
    'dining': dict(W=5.0, D=4.6, H=2.9),
    'primary-bedroom': dict(W=5.2, D=4.8, H=2.8),
    'bedroom': dict(W=4.2, D=3.8, H=2.7),
    'bath': dict(W=3.8, D=3.4, H=2.8),
    'office': dict(W=22.0, D=14.0, H=4.0),
    'boardroom': dict(W=8.0, D=5.5, H=3.6),
    'garden-room': dict(W=5.5, D=4.5, H=3.2),
    'studio': dict(W=4.6, D=4.2, H=2.9),
}
spec = dict(DEFAULTS.get(room, DEFAULTS['living']))
spec.update(I.get('room', {}).get(room, {}))
spec.update(prm.get('spec', {}))
W, D, H = spec['W'], spec['D'], spec['H']
T = 0.3

# finishes
wall_c = I.get('wall', '#ece8e1')
paint = nf.paint(wall_c, name='wall_paint')
ceil = nf.paint(I.get('ceiling', '#f4f2ee'), name='ceiling_paint')
trim = nf.paint(I.get('trim', '#f3f1ec'), name='trim_paint', rough=0.4)
floor_kind = I.get('floor_kind', 'oak')
if floor_kind == 'concrete':
    floor = nf.concrete(0.55, 'floor_concrete', rough=0.35, space='Object')
elif floor_kind == 'marble':
    floor = nf.tile(I.get('floor', '#ece9e4'), 0.6, 0.6, '#d2cec6', 0.1, 'floor_marble', axis='floor', marble_veins=0.6)
elif floor_kind == 'stone':
    floor = nf.tile(I.get('floor', '#c9bfae'), 0.6, 0.6, '#9d9486', 0.5, 'floor_stone', axis='floor', var=0.12)
elif floor_kind == 'maple':
    floor = nf.wood(I.get('floor', '#c29a66'), 0.057, 1.2, 'floor_maple', coat=0.3, rough=0.32)
elif floor_kind == 'strip':
    floor = nf.wood(I.get('floor', '#7a5232'), 0.057, 1.0, 'floor_strip_oak', coat=0.4, rough=0.25)
else:
    floor = nf.wood(I.get('floor', '#b08a60'), 0.19, 1.8, 'floor_oak', coat=0.2, rough=0.35)
exterior = nf.brick(*I.get('exterior_brick', ('#8a4030', '#6a2c20')), name='exterior_brick') if style != 'condo' else nf.plain('#5a5e62', 0.4, name='spandrel')
brick_walls = style in ('loft', 'office')
loft_brick = nf.brick('#8d4330', '#6b2e20', '#b5aa98', name='loft_brick', soot=0.12) if brick_walls else None
frame_c = {'traditional': '#f3f1ec', 'loft': '#1c1d1f', 'office': '#1c1d1f', 'condo': '#2a2c2e'}.get(style, '#17181a')
frame = nf.plain(frame_c, 0.4, 0.5, 0.2 if style in ('traditional',) else 0.6, name='window_frame')

# ------------------------------------------------------------------------------------------------ windows
# window: (wall, u0, u1, z0, z1, kind)   u along x for N/S walls, along y for E/W walls
def default_windows():
    if style == 'condo':
        return [('N', 0.0, W, 0.0, H, 'curtain'), ('E', 0.0, D, 0.0, H, 'curtain')] if prm.get('corner', True) else \
            [('N', 0.0, W, 0.0, H, 'curtain')]
    if style in ('loft', 'office'):
        n = max(2, int(W / 3.2))
        return [('N', W * (k + 0.5) / n - 0.9, W * (k + 0.5) / n + 0.9, 0.9, H - 0.35, 'factory') for k in range(n)]
    if style == 'traditional':
        n = max(2, int(W / 2.2))
        return [('N', W * (k + 0.5) / n - 0.62, W * (k + 0.5) / n + 0.62, 0.55, min(H - 0.4, 2.95), 'sash') for k in range(n)]
    if room == 'bath':
        return [('N', W / 2 - 0.8, W / 2 + 0.8, 1.0, 2.4, 'picture')]
    return [('N', W * 0.2, W * 0.8, 0.3, H - 0.25, 'picture')]


windows = [tuple(w) for w in prm.get('windows', I.get('windows', {}).get(room, default_windows()))]

# ------------------------------------------------------------------------------------------------ shell
nf.box('floor', -T, W + T, -T, D + T, -0.2, 0.0, floor)
inner_finish = loft_brick if brick_walls else paint
walls = {'N': ('+y', D + T), 'S': ('-y', -T), 'E': ('+x', W + T), 'W': ('-x', -T)}
brick_set = set(prm.get('brick_walls', ['N', 'E', 'W', 'S'] if brick_walls else []))
open_air = room == 'terrace'
for name, (face, Pp) in walls.items():
    if open_air and name != 'S':
        continue
    span = (-T, W + T) if name in 'NS' else (-T, D + T)
    ops = [(w[1], w[2], w[3], w[4]) for w in windows if w[0] == name]
    fin = loft_brick if name in brick_set else paint
    arch.wall('wall_' + name, face, Pp, span[0], span[1], -0.1, H + 0.01, ops, exterior, fin, t=T, skin=0.03)
for wdef in windows:
    name, u0, u1, z0, z1, kind = wdef
    face, Pp = walls[name]
    if kind == 'curtain':
        n = max(1, int(round((u1 - u0) / 1.5)))
        arch.window(face, Pp, u0, u1, z0, z1, frame, depth=0.12, fw=0.06, mullions=[u0 + (u1 - u0) * k / n for k in range(1, n)],
                    transoms=[z0 + 0.12])
    elif kind == 'factory':
        arch.window(face, Pp, u0, u1, z0, z1, frame, depth=0.18, fw=0.045, mullions=[u0 + (u1 - u0) * k / 4 for k in (1, 2, 3)],
                    transoms=[z0 + (z1 - z0) * k / 6 for k in range(1, 6)])
    elif kind == 'sash':
        arch.window(face, Pp, u0, u1, z0, z1, frame, depth=0.14, fw=0.07, sash=True, muntins=(3, 2))
        # deep painted jamb casing and a stool inside
        d = T - 0.03
        arch.lbox('stool', face, Pp, u0 - 0.1, u1 + 0.1, T - 0.05, T + 0.05, z0 - 0.04, z0, trim, 0.005)
        for (ua, ub) in [(u0 - 0.14, u0), (u1, u1 + 0.14)]:
            arch.lbox('casing', face, Pp, ua, ub, T, T + 0.02, z0 - 0.04, z1 + 0.14, trim, 0.004)
        arch.lbox('casing', face, Pp, u0 - 0.14, u1 + 0.14, T, T + 0.02, z1, z1 + 0.16, trim, 0.004)
    elif kind == 'french':
        arch.window(face, Pp, u0, u1, z0, z1, frame, depth=0.14, fw=0.06, mullions=[(u0 + u1) / 2], muntins=(2, 5))
    else:
        n = max(1, int(round((u1 - u0) / 1.6)))
        arch.window(face, Pp, u0, u1, z0, z1, frame, depth=0.14, fw=0.05, mullions=[u0 + (u1 - u0) * k / n for k in range(1, n)])

# ceiling
ceiling_kind = prm.get('ceiling', I.get('ceilings', {}).get(room, 'beams' if style == 'loft' else ('joists' if style == 'office' else 'flat')))
if open_air:
    ceiling_kind = 'none'
    pav = nf.tile('#b9b4aa', 0.6, 0.6, '#8e8a82', 0.6, 'terrace_pavers', axis='floor', var=0.08)
    nf.box('pavers', 0, W, 0, D, 0.0, 0.03, pav)
    gr = nf.glass((0.9, 0.95, 0.95), name='glass_rail')
    for (x0, x1, y0, y1) in [(0, W, D - 0.02, D), (W - 0.02, W, 0, D), (0, 0.02, 0, D)]:
        g = nf.box('glass', x0, x1, y0, y1, 0.03, 1.1, gr)
        g.visible_shadow = False
        nf.box('rail_cap', x0, x1, y0, y1, 1.1, 1.14, nf.plain('#2a2c2e', 0.4, 0.5, 0.6, name='alu_dark'))
    nf.box('slab_edge', -0.1, W + 0.1, -0.1, D + 0.1, -0.35, 0.0, nf.concrete(0.6, 'slab_edge'))
elif ceiling_kind == 'vault':
    rise = prm.get('vault_rise', 1.4)
    nf.gable('vault', 0, W, 0, D, H, rise, ceil, axis='y', overhang=0.0, thick=0.05, gable_mat=paint)
    for k in range(1, 4):   # collar ties / beams across the vault
        y = D * k / 4
        nf.box('tie', -0.1, W + 0.1, y - 0.08, y + 0.08, H + rise * 0.55, H + rise * 0.55 + 0.18, nf.wood('#6b4a2e', 0.2, 3, 'beam_wood', coat=0.0, rough=0.6))
    nf.box('ceiling_top', -T, W + T, -T, D + T, H + rise + 0.05, H + rise + 0.3, ceil)
elif not open_air:
    nf.box('ceiling', -T, W + T, -T, D + T, H, H + 0.2, ceil)
if ceiling_kind in ('beams', 'joists'):
    bw = nf.wood('#8a6240', 0.25, 4.0, 'fir_beam', coat=0.0, rough=0.7)
    span = 3.6 if ceiling_kind == 'beams' else 4.0
    nb = int(W / span)
    for k in range(1, nb + 1):
        x = W * k / (nb + 1)
        nf.box('beam', x - 0.15, x + 0.15, -0.05, D + 0.05, H - 0.36, H, bw, 0.01)
    if ceiling_kind == 'joists':
        for k in range(int(D / 0.6)):
            y = 0.3 + k * 0.6
            nf.box('joist', -0.05, W + 0.05, y - 0.04, y + 0.04, H - 0.24, H - 0.0, bw)
    for px in [W * k / (nb + 1) for k in range(1, nb + 1)]:
        for py in [D * 0.62] if D > 6 else []:
            nf.box('post', px - 0.16, px + 0.16, py - 0.16, py + 0.16, 0, H - 0.36, bw, 0.01)
if ceiling_kind == 'coffered':
    for k in range(1, int(W / 1.4)):
        nf.box('coffer', W * k / int(W / 1.4) - 0.08, W * k / int(W / 1.4) + 0.08, 0, D, H - 0.18, H, trim, 0.01)
    for k in range(1, int(D / 1.4)):
        nf.box('coffer', 0, W, D * k / int(D / 1.4) - 0.08, D * k / int(D / 1.4) + 0.08, H - 0.18, H, trim, 0.01)

# trim: baseboards, crown moulding, wainscot panels (traditional)
base_h = 0.22 if style == 'traditional' else 0.1
for (x0, x1, y0, y1) in [(0, W, 0, 0.015), (0, W, D - 0.015, D), (0, 0.015, 0, D), (W - 0.015, W, 0, D)]:
    nf.box('baseboard', x0, x1, y0, y1, 0, base_h, trim, 0.003)
if style == 'traditional' and ceiling_kind != 'vault':
    for (x0, x1, y0, y1) in [(0, W, 0, 0.12), (0, W, D - 0.12, D), (0, 0.12, 0, D), (W - 0.12, W, 0, D)]:
        nf.box('crown', x0, x1, y0, y1, H - 0.16, H, trim, 0.02, 3)
        nf.box('crown2', x0 + (0.05 if x0 > 0 else 0), x1, y0, y1, H - 0.28, H - 0.16, trim, 0.01)
if prm.get('wainscot', style == 'traditional' and room == 'dining'):
    for name in ('E', 'W', 'S'):
        if name in 'EW':
            x = 0.0 if name == 'W' else W - 0.02
            nf.box('chair_rail', x, x + 0.02 if name == 'W' else W, 0, D, 0.9, 0.95, trim, 0.005)
            for k in range(int(D / 0.9)):
                y = 0.2 + k * 0.9
                nf.box('panel', x + (0.0 if name == 'W' else -0.01), x + 0.015, y, y + 0.7, 0.3, 0.8, trim, 0.008)
if prm.get('panelling', False):   # library oak panelling on the E wall
    oak = nf.wood('#5a3a22', 0.4, 0.6, 'panel_oak', coat=0.4, rough=0.3)
    nf.box('panelling', W - 0.04, W, 0, D, 0, H, oak)

# ------------------------------------------------------------------------------------------------ outside
view = prm.get('view', I.get('view', 'garden'))
floor_z = 0.0
if view == 'garden':
    views.garden(W, D, floor_z, autumn=I.get('autumn', 0.0))
elif view == 'ravine':
    views.ravine(W, D, floor_z, autumn=I.get('autumn', 0.3))
elif view == 'woods':
    views.woods(W, D, floor_z, autumn=I.get('autumn', 0.5), near=prm.get('view_trees', 0))
elif view == 'lake':
    views.lake(W, D, floor_z)
elif view == 'skyline':
    views.skyline(W, D, floor_z, height_above=prm.get('height_above', 115), cn=tuple(prm.get('cn', (-1100, 700))),
                  lit=0.15 if prm.get('dusk') else 0.0, detail=prm.get('city_detail', False))
elif view == 'courtyard':
    views.courtyard(W, D, floor_z)
elif view == 'street':
    views.street_view(W, D, floor_z)
# windows on E/W walls look out on the same world; put some trees/lawn there too for garden-type views
if view in ('garden', 'ravine', 'woods', 'lake') and any(w[0] in 'EW' for w in windows):
    arch.ground(W + 0.3, W + 60, -40, D + 0.3, z=floor_z - 0.7)
    arch.ground(-60, -0.3, -40, D + 0.3, z=floor_z - 0.7)

# ------------------------------------------------------------------------------------------------ furnishing
wood_dark = nf.wood('#4a2e1a', 0.3, 2.0, 'walnut', coat=0.3, rough=0.3)
wood_light = nf.wood('#b08a62', 0.3, 2.0, 'white_oak', coat=0.2, rough=0.4)
black = nf.plain('#141414', 0.35, 0.5, 0.7, name='black_metal')
brass = nf.plain('#b08d57', 0.25, 0.5, 1.0, name='brass')
chrome = nf.plain('#d6d8da', 0.08, 0.5, 1.0, name='chrome')
metal = brass if style == 'traditional' else black
fab_main = nf.fabric(I.get('sofa', '#a59d90'), 'sofa_fabric', 300)
fab_acc = nf.fabric(I.get('accent', '#4f5d63'), 'accent_fabric', 250)
linen = nf.fabric('#f1ede6', 'linen', 500, var=0.05)
pill = [nf.fabric(c, 'pillow_%d' % k, 260) for k, c in enumerate(I.get('pillows', ['#c7b299', '#55626a', '#e6ded0', '#8a5a3c']))]
ceramic = nf.plain('#e8e3da', 0.25, 0.5, name='ceramic')
pot = nf.plain('#3a3634', 0.7, name='planter')
leaf = nf.foliage('#24461a', '#4f7a2a', name='houseplant_leaf', trans=0.25)
book_m = [nf.plain(c, 0.6, name='book_%d' % k) for k, c in enumerate(['#8a3a2a', '#2e4a5a', '#d8cfbe', '#3d3a36', '#a8844a', '#5a6a4a'])]
canvas = F.abstract_canvas('canvas_a', '#d9cfbf', '#8aa0a8', '#c27a4e')
canvas2 = F.abstract_canvas('canvas_b', '#e6e0d4', '#4a5a64', '#b59a6a')
counter_kind = I.get('counter', 'marble')
counter = nf.marble('#f0eee9', '#6e6a66', 'counter_marble', 0.12) if counter_kind == 'marble' else \
    (nf.concrete(0.6, 'counter_concrete', rough=0.35, space='Object') if counter_kind == 'concrete' else nf.plain('#f2f1ee', 0.15, name='quartz'))
cab = nf.plain(I.get('cabinet', '#eeece7'), 0.35, name='cabinet_paint') if I.get('cabinet_kind', 'paint') == 'paint' else \
    nf.wood(I.get('cabinet', '#5a3a22'), 0.6, 0.9, 'cabinet_wood', coat=0.3, rough=0.35)
lights_power = prm.get('lamps', 1.0)


def potlights(nx, ny, power=35, x0=0.8, x1=None, y0=0.8, y1=None):
    x1 = W - 0.8 if x1 is None else x1
    y1 = D - 0.8 if y1 is None else y1
    glow = nf.emission(nf.kelvin(3000), 8, name='emit_pot')
    for i in range(nx):
        for j in range(ny):
            x = x0 + (x1 - x0) * (i / max(1, nx - 1) if nx > 1 else 0.5)
            y = y0 + (y1 - y0) * (j / max(1, ny - 1) if ny > 1 else 0.5)
            nf.cyl('pot_trim', 0.055, 0.005, (x, y, H - 0.006), nf.plain('#f4f4f2', 0.4, name='pot_trim'), 24)
            nf.cyl('pot_lens', 0.04, 0.004, (x, y, H - 0.009), glow, 24)
            nf.light('potL', 'SPOT', (x, y, H - 0.02), power * lights_power, nf.kelvin(3400), size=0.03, spot=90, blend=0.8)


def rug_under(x0, x1, y0, y1, c=None):
    m = nf.rug(*(c or I.get('rug', ('#cfc5b4', '#8a7a66', '#4a4038'))), name='rug_main',
               pattern='persian' if style == 'traditional' else 'border')
    nf.box('rug', x0, x1, y0, y1, 0.0, 0.012, m, 0.004)


def drapes_on(name):
    if style not in ('traditional', 'modern') or prm.get('drapes') is False:
        return
    dm = nf.fabric(I.get('drape', '#e7dfd0'), 'drape_fabric', 200, sheen=0.6)
    for w in windows:
        if w[0] != name or w[5] == 'curtain':
            continue
        u0, u1 = w[1], w[2]
        if name == 'N':
            F.drapes(u0 - 0.45, u0 - 0.05, D - 0.02, 0.02, H - 0.12, dm, '+y', 4)
            F.drapes(u1 + 0.05, u1 + 0.45, D - 0.02, 0.02, H - 0.12, dm, '+y', 4)
            nf.cyl('rod', 0.015, u1 - u0 + 1.0, (u0 - 0.5, D - 0.08, H - 0.1), metal, 8, rot=(0, math.pi / 2, 0))


def living():
    fire = prm.get('fireplace', style == 'traditional' or I.get('fireplace', False))
    if style == 'traditional' or fire:
        # fireplace centred on the E wall; two sofas face each other across a coffee table, armchair by the window
        yc = D * 0.5
        st = nf.marble('#e9e4da', '#8a8078', 'mantel_marble', 0.2, 2.0, 0.6) if style == 'traditional' else \
            nf.stone('#8f877a', 0.12, 0.5, 0.25, 0.006, 'fire_stone')
        nf.box('surround', W - 0.3, W, yc - 0.9, yc + 0.9, 0, 1.25, st, 0.01)
        nf.box('mantel', W - 0.4, W, yc - 1.05, yc + 1.05, 1.25, 1.33, st, 0.01)
        nf.box('firebox', W - 0.31, W - 0.05, yc - 0.45, yc + 0.45, 0.1, 0.85, nf.plain('#151312', 0.9, name='soot'))
        nf.box('hearth', W - 0.7, W, yc - 1.0, yc + 1.0, 0, 0.04, st)
        for k in range(3):
            nf.cyl('log', 0.06, 0.6, (W - 0.2, yc - 0.3 + k * 0.05, 0.16 + k * 0.07), nf.bark('#3a2a1e', name='log_bark'), 10,
                   rot=(math.pi / 2, 0, 0.2 * k))
        nf.box('fire_glow', W - 0.26, W - 0.14, yc - 0.25, yc + 0.25, 0.12, 0.32, nf.emission('#ff8a3a', 5, name='emit_fire'))
        nf.light('fireL', 'POINT', (W - 0.4, yc, 0.35), 25 * lights_power, (1.0, 0.45, 0.15), size=0.2, camera=False)
        nf.box('over_mantel', W - 0.04, W, yc - 0.6, yc + 0.6, 1.55, 2.35, canvas)
        nf.box('over_mantel_frame', W - 0.035, W, yc - 0.65, yc + 0.65, 1.5, 2.4, brass if style == 'traditional' else wood_dark)
        F.vase((W - 0.2, yc + 0.8, 1.33), ceramic, 0.3, 0.07)
        F.vase((W - 0.2, yc - 0.8, 1.33), ceramic, 0.22, 0.06)
        cx = W - 2.1
        rug_under(cx - 1.3, cx + 1.3, yc - 1.7, yc + 1.7)
        F.sofa((cx, yc - 1.3, 0), math.pi, fab_main, 2.2, pillows=pill[:2], rnd=rnd)
        F.sofa((cx, yc + 1.3, 0), 0.0, fab_main, 2.2, pillows=pill[1:3], rnd=rnd)
        F.coffee_table((cx, yc, 0), math.pi / 2, wood_dark, metal, 1.2, 0.7)
        F.books(cx - 0.2, yc - 0.15, 0.4, 3, book_m, '-y', rnd, 0.24)
        F.armchair((0.9, D - 1.0, 0), math.radians(-135), fab_acc)
        F.side_table((cx + 1.4, yc - 1.35, 0), wood_dark, metal)
        F.table_lamp((cx + 1.4, yc - 1.35, 0.55), ceramic, power=6)
        F.plant((W - 0.45, D - 0.45, 0), pot, leaf, 1.6, seed=3)
        if style == 'traditional':
            F.chandelier((cx, yc, H - 1.0), H, brass, 8, 0.45, 2, 30)
        drapes_on('N')
        if style != 'traditional':
            potlights(3, 2, 12)
        return
    # modern: sofa against the E wall facing the room, armchairs opposite, art over the sofa
    yc = D * prm.get('sofa_y', 0.5)
    sx = W - 0.55
    rug_under(W - 3.5, W - 0.25, yc - 1.55, yc + 1.55)
    F.sofa((sx, yc, 0), -math.pi / 2, fab_main, 2.5, pillows=pill[:4], rnd=rnd)
    F.coffee_table((W - 1.8, yc, 0), math.pi / 2, counter if style == 'condo' else wood_dark, metal, 1.2, 0.7, round_=True)
    F.vase((W - 1.7, yc + 0.15, 0.4), ceramic, 0.25, 0.07)
    F.books(W - 1.95, yc - 0.3, 0.4, 3, book_m, '-y', rnd, 0.24)
    for k, dy in enumerate((-0.85, 0.85)):
        F.armchair((W - 3.0, yc + dy, 0), -math.pi / 2 + math.pi + (0.25 if k == 0 else -0.25), fab_acc)
    F.floor_lamp((W - 0.4, yc + 1.55, 0), metal, power=14)
    F.side_table((W - 0.45, yc - 1.6, 0), wood_dark, metal)
    F.table_lamp((W - 0.45, yc - 1.6, 0.55), ceramic, power=6)
    if prm.get('art', True):   # off where the sofa stands against glass (a corner of windows)
        nf.box('art_canvas', W - 0.04, W, yc - 0.9, yc + 0.9, 1.2, 2.1, canvas)
        nf.box('art_frame', W - 0.035, W, yc - 0.94, yc + 0.94, 1.16, 2.14, wood_dark)
    F.plant((W - 0.45, D - 0.45, 0), pot, leaf, 1.7, seed=3)
    nf.box('console', 0.02, 0.42, D - 2.0, D - 0.5, 0.0, 0.75, wood_dark, 0.01)
    F.vase((0.22, D - 1.0, 0.75), ceramic, 0.35, 0.08)
    F.books(0.1, D * 0.45 + 0.3, 0.75, 5, book_m, '+x', rnd, 0.25) if False else None
    if style == 'loft':
        for k in range(3):
            F.pendant((W - 1.8, yc - 0.8 + k * 0.8, H - 1.6), H, black, black, 0.18, 0.25, 10, 'dome')
        if W >= 8:   # open plan: the dining table by the windows
            tl = 2.4
            F.dining_table((W * 0.38, D - 1.6, 0), 0, wood_dark, black, tl, 1.0)
            for k in range(3):
                x = W * 0.38 - tl / 2 + 0.45 + k * (tl - 0.9) / 2
                F.dining_chair((x, D - 2.35, 0), 0, black, leather, 'modern')
                F.dining_chair((x, D - 0.85, 0), math.pi, black, leather, 'modern')
            for k in range(3):
                F.pendant((W * 0.38 - 0.8 + k * 0.8, D - 1.6, H - 2.2), H, black, black, 0.16, 0.22, 12, 'dome')
    else:
        potlights(3, 2, 12)
        drapes_on('N')


def kitchen():
    il = prm.get('island', 2.6)
    run_y = D
    F.cabinet_run(0.0, W, D, '+y', cab, counter, metal, uppers=cab if prm.get('uppers', True) and style != 'loft' else None,
                  upper_h=(1.5, H - 0.05), gaps=[(W * 0.5 - 0.45, W * 0.5 + 0.45)])
    # backsplash
    bs = nf.tile('#f3f1ec', 0.075, 0.15, '#d8d4cc', 0.08, 'subway', offset=0.5) if I.get('backsplash', 'subway') == 'subway' else counter
    if brick_walls:
        bs = None
    if bs is not None:
        nf.box('backsplash', 0.0, W, D - 0.012, D, 0.9, 1.5 if prm.get('uppers', True) else 1.9, bs)
    F.range_hood(W * 0.5, D, '+y', chrome if style != 'traditional' else nf.plain('#e9e6df', 0.3, name='hood_plaster'), 0.9,
                 ceiling=H)
    # tall fridge column on the E wall
    nf.box('fridge_col', W - 0.65, W, D - 2.1, D - 0.62, 0, H - 0.05, cab, 0.004)
    for k in range(2):
        nf.box('fridge_door', W - 0.67, W - 0.65, D - 2.08 + k * 0.73, D - 1.37 + k * 0.73, 0.05, 2.2, cab, 0.003)
        nf.box('fridge_handle', W - 0.7, W - 0.68, D - 1.45 + k * 0.73 - (0.6 if k else 0), D - 1.43 + k * 0.73 - (0.6 if k else 0), 0.8, 1.6, metal)
    wf = prm.get('waterfall', style in ('condo', 'modern'))
    icx, icy = W * 0.47, D - 2.35
    F.island(icx, icy, il, 1.05, cab if not wf else nf.plain('#2f3336', 0.4, name='island_paint'), counter, metal,
             waterfall=wf)
    for k in range(int(il / 0.6)):
        F.stool((icx - il / 2 + 0.35 + k * 0.62, icy - 0.85, 0), math.pi, fab_acc if style == 'traditional' else leather, metal)
    n_p = 3 if il > 2.5 else 2
    for k in range(n_p):
        px = icx - il / 2 + il * (k + 0.5) / n_p
        F.pendant((px, icy, H - 1.05), H, nf.plain('#e9e3d6', 0.3, name='pendant_shade') if style == 'traditional' else black,
                  metal, 0.2, 0.28, 22, 'dome' if style != 'condo' else 'globe')
    F.sink_faucet(W * 0.25, D, metal)
    F.vase((icx + 0.5, icy + 0.1, 0.92), ceramic, 0.28, 0.08)
    bowl = nf.sphere('bowl', 0.14, (icx - 0.4, icy, 0.95), ceramic, (1, 1, 0.35))
    for k in range(5):
        nf.sphere('fruit', 0.04, (icx - 0.4 + rnd.uniform(-0.07, 0.07), icy + rnd.uniform(-0.07, 0.07), 0.99), nf.plain('#d8a22a', 0.4, name='lemon'))
    F.plant((W - 0.9, 0.5, 0), pot, leaf, 1.3, seed=5)
    if prm.get('nook', False):   # breakfast nook by the W window
        F.dining_table((1.0, D * 0.35, 0), math.pi / 2, wood_light, metal, 1.4, 0.9, pedestal=True)
        for (dx, rot) in [(-0.7, -math.pi / 2), (0.7, math.pi / 2)]:
            F.dining_chair((1.0, D * 0.35 + dx, 0), rot + math.pi / 2, wood_light, fab_acc, 'modern')
    potlights(3, 2, 28)


leather = nf.leather(I.get('leather', '#6a4528'))


def dining():
    n_seat = prm.get('seats', 8)
    tl = 0.6 * (n_seat // 2) + 0.4
    cx, cy = W / 2, D / 2
    rot = 0 if W >= D else math.pi / 2
    rug_under(cx - tl / 2 - 0.9, cx + tl / 2 + 0.9, cy - 1.5, cy + 1.5)
    F.dining_table((cx, cy, 0), rot, wood_dark if style != 'condo' else wood_light, metal, tl, 1.1, pedestal=style == 'traditional')
    per = n_seat // 2
    for k in range(per):
        x = cx - tl / 2 + 0.4 + k * (tl - 0.8) / max(1, per - 1)
        F.dining_chair((x, cy - 0.75, 0), 0, wood_dark, fab_acc, 'traditional' if style == 'traditional' else 'modern')
        F.dining_chair((x, cy + 0.75, 0), math.pi, wood_dark, fab_acc, 'traditional' if style == 'traditional' else 'modern')
    if style == 'traditional':
        F.chandelier((cx, cy, H - 1.15), H, brass, 10, 0.55, 2, 70)
        drapes_on('N')
    elif style == 'loft':
        for k in range(4):
            F.pendant((cx - tl / 2 + 0.3 + k * (tl - 0.6) / 3, cy, H - 1.7), H, black, black, 0.16, 0.22, 18, 'dome')
    else:
        F.pendant((cx, cy, H - 1.05), H, nf.plain('#d9d3c6', 0.4, name='drum_linen'), metal, 0.45, 0.3, 45, 'drum')
        potlights(2, 2, 22)
    # sideboard with lamps and art on the S wall... put it on the W wall (visible from an E camera) or E
    # A camera in the SW corner sees the W wall's lamps at the frame's edge, close and blown out: such shots put
    # the sideboard on the E wall, across the room ('sideboard': 'E').
    if prm.get('sideboard', 'W') == 'E':
        nf.box('sideboard', W - 0.5, W - 0.02, cy - 0.9, cy + 0.9, 0.12, 0.85, wood_dark, 0.01)
        for y in (cy - 0.6, cy + 0.6):
            F.table_lamp((W - 0.26, y, 0.85), ceramic, power=10)
        nf.box('art_e', W - 0.03, W, cy - 0.55, cy + 0.55, 1.4, 2.2, canvas2)
    else:
        nf.box('sideboard', 0.02, 0.5, cy - 0.9, cy + 0.9, 0.12, 0.85, wood_dark, 0.01)
        for y in (cy - 0.6, cy + 0.6):
            F.table_lamp((0.26, y, 0.85), ceramic, power=10)
        nf.box('art_w', 0.0, 0.03, cy - 0.55, cy + 0.55, 1.4, 2.2, canvas2)
    F.vase((cx, cy, 0.76), ceramic, 0.3, 0.08)
    for k in range(n_seat):   # place settings: plates
        pass


def bedroom():
    cx = W * 0.5
    rug_under(cx - 1.4, cx + 1.4, 0.6, 3.0)
    F.bed((cx, 0.02, 0), math.pi, nf.fabric(I.get('headboard', '#b9ad9a'), 'headboard_fabric', 200), linen,
          throw=nf.fabric(I.get('throw', '#6b7b82'), 'throw_knit', 120, sheen=0.15, var=0.2) if prm.get('soft_bed')
          else nf.fabric(I.get('throw', '#6b7b82'), 'throw_fabric', 200), pillows=[linen, pill[0]], night=wood_dark, rnd=rnd,
          soft=prm.get('soft_bed', False))
    if prm.get('bed_art'):   # a canvas over the headboard: 'a' the living room's, anything else the second one
        nf.box('art_frame', cx - 0.74, cx + 0.74, 0.0, 0.035, 1.56, 2.24, wood_dark, 0.004)
        nf.box('art_canvas', cx - 0.7, cx + 0.7, 0.0, 0.038, 1.6, 2.2, canvas if prm['bed_art'] == 'a' else canvas2)
    if prm.get('bench', True):
        nf.box('bench', cx - 0.7, cx + 0.7, 2.35, 2.8, 0.0, 0.45, fab_acc, 0.04)
    nf.box('dresser', W - 0.5, W - 0.02, D * 0.55, D * 0.55 + 1.4, 0, 0.8, wood_dark, 0.01)
    F.table_lamp((W - 0.26, D * 0.55 + 0.25, 0.8), ceramic, power=10)
    nf.box('mirror', W - 0.05, W - 0.02, D * 0.55 + 0.45, D * 0.55 + 1.25, 1.05, 2.0, nf.plain('#d8dcdc', 0.0, 1.0, 1.0, name='mirror_silver'))
    F.armchair((W - 0.8, D - 0.9, 0), math.radians(200), fab_acc)
    F.plant((0.45, D - 0.5, 0), pot, leaf, 1.5, seed=7)
    if ceiling_kind != 'vault':
        potlights(2, 2, 22)
        if prm.get('bed_pendant', True):
            F.pendant((cx, 1.5, H - 0.55), H, nf.lampshade('#f4e9d6', 8, name='shade_flush2'), metal, 0.35, 0.25, 35, 'drum')
    else:
        F.pendant((cx, D * 0.45, H + 0.2), H + 1.4, nf.plain('#d9d3c6', 0.4, name='drum_linen'), metal, 0.45, 0.32, 45, 'drum')
    drapes_on('N')


def bath():
    tile_kind = I.get('bath_tile', 'marble')
    wallt = nf.marble('#f1efea', '#6e6a66', 'bath_marble', 0.1, 1.6, 0.9, space='World') if tile_kind == 'marble' else \
        nf.tile('#f4f2ee', 0.075, 0.15, '#cfcac2', 0.1, 'bath_subway')
    for (x0, x1, y0, y1) in [(0, W, D - 0.02, D), (0, 0.02, 0, D), (W - 0.02, W, 0, D)]:
        nf.box('bath_wall', x0, x1, y0, y1, 0, H - 0.01 if tile_kind == 'marble' else 1.4, wallt)
    for w in windows:     # keep the window opening clear of the tile skin
        name, u0, u1, z0, z1, _ = w
        if name == 'N':
            nf.box('bath_wall', u0, u1, D - 0.03, D + 0.1, z0 - 0.001, z1 + 0.001, nf.plain('#000000', 1, name='void')).hide_render = True
    # the tile skin would cover the window: cut by rebuilding the N skin around the opening
    for o in [o for o in bpy.data.objects if o.name.startswith('bath_wall') and o.dimensions.y < 0.05 and o.dimensions.x > W - 0.1]:
        bpy.data.objects.remove(o, do_unlink=True)
    ops = [(w[1], w[2], w[3], w[4]) for w in windows if w[0] == 'N']
    arch.wall('tile_N', '+y', D + 0.02, 0, W, 0, H - 0.01, ops, wallt, None, t=0.02)
    F.freestanding_tub((W / 2, D - 0.75, 0), 0, nf.plain('#f7f6f3', 0.06, 0.5, name='tub_enamel'), 1.7, 0.8, 0.58)
    nf.cyl('tub_filler', 0.02, 0.95, (W / 2 + 1.05, D - 0.75, 0), chrome, 12)
    F.vanity(0.02, 0.02, 0, '-x', cab, counter, chrome) if False else None
    # double vanity on the W wall (rotated run): built with boxes directly
    vx = 0.0
    nf.box('vanity', 0.0, 0.56, 0.5, 2.3, 0.25, 0.83, cab, 0.006)
    nf.box('vtop', 0.0, 0.58, 0.48, 2.32, 0.83, 0.86, counter, 0.004)
    for yc in (0.95, 1.85):
        nf.box('basin', 0.12, 0.46, yc - 0.22, yc + 0.22, 0.855, 0.862, nf.plain('#f5f4f0', 0.08, 0.5, name='porcelain'))
        nf.cyl('tap', 0.014, 0.3, (0.06, yc, 0.86), chrome, 12)
        nf.box('spout', 0.06, 0.22, yc - 0.011, yc + 0.011, 1.12, 1.145, chrome, 0.004)
        nf.box('mirror_frame', 0.0, 0.03, yc - 0.36, yc + 0.36, 1.2, 2.1, brass if style == 'traditional' else black, 0.01)
        nf.box('mirror', 0.03, 0.035, yc - 0.33, yc + 0.33, 1.23, 2.07, nf.plain('#d8dcdc', 0.0, 1.0, 1.0, name='mirror_silver'))
    for yc in (0.45, 1.4, 2.35):
        nf.cyl('sconce', 0.04, 0.3, (0.09, yc, 1.55), nf.lampshade('#fbf4e6', 10, name='shade_sconce'), 16)
        nf.light('sconceL', 'POINT', (0.12, yc, 1.7), 9 * lights_power, nf.kelvin(2800), size=0.04, camera=False)
    # glass shower in the NE corner
    sx = W - 1.2
    nf.box('shower_floor', sx, W, D - 1.3, D, 0, 0.02, nf.tile('#d9d5ce', 0.05, 0.05, '#bab5ad', 0.4, 'mosaic', axis='floor'))
    gsh = nf.glass((0.95, 0.98, 0.97), name='glass_shower')
    # one pane as a single face: a glass box seen edge-on stacks two transparent layers and its reflections into
    # a dark slab after the filter
    g = nf.mesh_obj('glass', [(sx, D - 1.3, 0.02), (sx, D, 0.02), (sx, D, 2.1), (sx, D - 1.3, 2.1)], [(0, 1, 2, 3)], gsh)
    g.visible_shadow = False
    nf.box('shower_bar', sx - 0.005, sx + 0.017, D - 1.3, D, 2.08, 2.1, chrome)
    nf.cyl('rainhead', 0.14, 0.012, (W - 0.6, D - 0.6, 2.25), chrome, 32)
    nf.cyl('rain_arm', 0.01, H - 2.25, (W - 0.6, D - 0.6, 2.25), chrome, 8)
    F.towel(0.6, 0.0, 1.3, nf.fabric('#f3efe8', 'towel', 600), '-y') if False else None
    nf.box('towel', W - 0.06, W - 0.02, 0.6, 1.1, 0.6, 1.2, nf.fabric('#efe9df', 'towel_fabric', 600), 0.02)
    nf.cyl('towel_bar', 0.01, 0.6, (W - 0.05, 0.55, 1.2), chrome, 8, rot=(-math.pi / 2, 0, 0))
    F.plant((W - 0.35, 0.45, 0), pot, leaf, 0.9, seed=9)
    nf.box('stool', W / 2 - 1.3, W / 2 - 0.95, D - 0.95, D - 0.6, 0, 0.45, wood_light, 0.02)
    F.vase((W / 2 - 1.12, D - 0.77, 0.45), ceramic, 0.18, 0.05)
    potlights(2, 2, 20)


def office():
    """Open workspace: rows of benching desks, task chairs, monitors, linear pendants, a lounge corner."""
    desk_top = nf.plain('#e9e5dc', 0.35, name='desk_top')
    chair_m = nf.fabric('#3a3d40', 'task_chair', 300)
    screen = nf.screen('listing', 'screen_monitor', 1.0)
    for r in range(3):
        y = 3.0 + r * 3.2
        for c in range(4):
            x = 3.0 + c * 4.2
            nf.box('desk', x - 1.8, x + 1.8, y - 0.75, y + 0.75, 0.72, 0.75, desk_top, 0.005)
            for lx in (x - 1.75, x + 1.75):
                nf.box('desk_leg', lx - 0.03, lx + 0.03, y - 0.7, y + 0.7, 0, 0.72, black)
            nf.box('divider', x - 1.8, x + 1.8, y - 0.02, y + 0.02, 0.75, 1.15, nf.fabric('#8a9488', 'divider_felt', 200))
            for k in range(2):
                for s in (-1, 1):
                    mx = x - 0.9 + k * 1.8
                    my = y + s * 0.25
                    nf.box('monitor', mx - 0.3, mx + 0.3, my - 0.015, my + 0.015, 0.95, 1.3, black, 0.005)
                    o = nf.box('screen', mx - 0.29, mx + 0.29, my - s * 0.018 - 0.002, my - s * 0.018 + 0.002, 0.96, 1.29, screen)
                    nf.box('mstand', mx - 0.02, mx + 0.02, my - 0.02, my + 0.02, 0.75, 0.95, black)
                    F.stool((mx, y + s * 0.95, 0), 0 if s < 0 else math.pi, chair_m, black)
        nf.box('pendant_linear', 2.0, 18.0, y - 0.05, y + 0.05, H - 1.3, H - 1.25, nf.lampshade('#fbf6ee', 6, name='shade_linear'))
        nf.light('linearL', 'AREA', (10.0, y, H - 1.32), 500 * lights_power, nf.kelvin(3500), size=15.0, size_y=0.2, camera=False)
        for x in (2.5, 10, 17.5):
            nf.cyl('cable', 0.003, 1.25, (x, y, H - 1.25), black, 6)
    F.sofa((W - 3.0, D - 1.2, 0), math.pi, fab_main, 2.4, pillows=pill[:2], rnd=rnd)
    F.coffee_table((W - 3.0, D - 2.4, 0), 0, wood_light, black, 1.2, 0.6)
    for k in range(6):
        F.plant((0.6 + k * 3.8, D - 0.5, 0), pot, leaf, 1.5, seed=20 + k % 2)


def laptop(x, y, screen_path, open_deg=112, w=0.31, d=0.215):
    """A laptop on the desk top (z 0.75) at (x, y), its screen facing +x, showing the screenshot at screen_path."""
    alu = nf.plain('#8e9094', 0.28, 0.5, 0.9, name='laptop_alu')
    z = 0.75
    nf.box('laptop_base', x - d / 2, x + d / 2, y - w / 2, y + w / 2, z, z + 0.014, alu, 0.004)
    nf.box('laptop_keys', x - d / 2 + 0.02, x + d / 2 - 0.085, y - w / 2 + 0.02, y + w / 2 - 0.02, z + 0.014, z + 0.0145,
           nf.plain('#1d1e20', 0.6, name='laptop_keys'))
    nf.box('laptop_pad', x + d / 2 - 0.075, x + d / 2 - 0.015, y - 0.055, y + 0.055, z + 0.014, z + 0.0146,
           nf.plain('#7e8084', 0.35, 0.5, 0.6, name='laptop_pad'))
    tilt = -math.radians(open_deg - 90)   # the lid leans back, away from the viewer at +x
    hinge = (x - d / 2 + 0.004, y, z + 0.012)
    lid = nf.box('laptop_lid', -0.006, 0.0, -w / 2, w / 2, 0.0, 0.205, alu, 0.003)
    bezel = nf.box('laptop_bezel', 0.0, 0.0008, -w / 2 + 0.004, w / 2 - 0.004, 0.004, 0.201, nf.plain('#0c0c0d', 0.2, name='bezel'))
    scr = nf.box('laptop_screen', 0.0008, 0.0012, -w / 2 + 0.012, w / 2 - 0.012, 0.014, 0.193, nf.screen_image(screen_path, 'screen_' + os.path.basename(screen_path)))
    for o in (lid, bezel, scr):
        o.location = hinge
        o.rotation_euler = (0, tilt, 0)


def studio():
    """The agency's studio desk: a walnut desk against the W wall, side-lit by the N window, with a laptop showing
    the screenshot the shot names ('screen'), a mug, a notebook, a lamp and a plant."""
    walnut = nf.wood('#6a4328', 0.9, 1.8, 'walnut_top', coat=0.35, rough=0.3)
    y0, y1 = 1.0, 3.1
    nf.box('desk_top', 0.02, 0.82, y0, y1, 0.72, 0.75, walnut, 0.004)
    for yy in (y0 + 0.05, y1 - 0.05):
        nf.box('desk_leg', 0.06, 0.78, yy - 0.02, yy + 0.02, 0.0, 0.72, black)
    if prm.get('screen'):
        laptop(0.42, 2.0, prm['screen'])
    if prm.get('mug', True):
        cup = nf.plain('#efebe4', 0.25, name='mug_glaze')
        nf.cyl('mug', 0.042, 0.095, (0.62, 2.42, 0.75), cup, 32, bevel=0.004)
        nf.cyl('coffee', 0.037, 0.002, (0.62, 2.42, 0.83), nf.plain('#2a1a10', 0.1, name='coffee'), 24)
    if prm.get('notebook', True):
        nf.box('notebook', 0.48, 0.7, 1.38, 1.55, 0.75, 0.762, nf.plain('#2e3a44', 0.6, name='notebook'), 0.003)
        nf.box('pen', 0.5, 0.68, 1.6, 1.61, 0.75, 0.757, brass)
    if prm.get('desk_lamp', True):   # seen from the north end of the desk it fills the frame, blown out
        F.table_lamp((0.22, 1.25, 0.75), ceramic, power=5, h=0.5)
    if prm.get('vase', True):
        F.vase((0.2, 2.85, 0.75), ceramic, 0.26, 0.07)
    nf.box('art_frame', 0.0, 0.035, 1.45, 2.55, 1.25, 1.95, wood_dark, 0.004)
    nf.box('art_canvas', 0.0, 0.038, 1.49, 2.51, 1.29, 1.91, canvas2)
    F.plant((W - 0.5, D - 0.5, 0), pot, leaf, 1.6, seed=11)
    F.armchair((1.35, 3.35, 0), math.radians(160), fab_acc)
    rug_under(1.0, 3.4, 0.6, 3.6)
    potlights(2, 2, 16)


def boardroom():
    tl = 5.2
    cx, cy = W * 0.5, D * 0.5
    F.dining_table((cx, cy, 0), 0, wood_dark, black, tl, 1.4, pedestal=True)
    chair_m = nf.leather('#2e2b28')
    for k in range(6):
        x = cx - tl / 2 + 0.5 + k * (tl - 1.0) / 5
        F.armchair((x, cy - 1.0, 0), 0, chair_m, black, 0.62)
        F.armchair((x, cy + 1.0, 0), math.pi, chair_m, black, 0.62)
    for x in (cx - tl / 2 - 0.6, cx + tl / 2 + 0.6):
        F.armchair((x, cy, 0), math.pi / 2 if x < cx else -math.pi / 2, chair_m, black, 0.62)
    nf.box('tv', W - 0.08, W - 0.02, cy - 1.0, cy + 1.0, 1.0, 2.15, black, 0.01)
    nf.box('tv_screen', W - 0.085, W - 0.08, cy - 0.97, cy + 0.97, 1.03, 2.12, nf.screen('listing', 'screen_tv', 0.8))
    nf.box('pendant_linear', cx - 2.4, cx + 2.4, cy - 0.06, cy + 0.06, H - 1.6, H - 1.55, nf.lampshade('#fbf6ee', 6, name='shade_linear'))
    nf.light('linearL', 'AREA', (cx, cy, H - 1.62), 260 * lights_power, nf.kelvin(3500), size=4.6, size_y=0.2, camera=False)
    # glass wall to the office on the S side is the camera side; credenza on the W wall
    nf.box('credenza', 0.02, 0.5, cy - 1.2, cy + 1.2, 0.1, 0.75, wood_dark, 0.01)
    F.plant((0.5, D - 0.5, 0), pot, leaf, 1.6, seed=30)
    for k in range(4):
        nf.cyl('glass_water', 0.035, 0.11, (cx - 1.8 + k * 1.2, cy - 0.35, 0.76), nf.glass((0.95, 0.98, 0.98), name='glass_cup'), 16)


def garden_room():
    """Sunroom addition: glass on three sides with muntins, stone floor, linen sofas, plants."""
    rug_under(W * 0.2, W * 0.8, D * 0.25, D * 0.8, ('#d9cfbd', '#9a8a72', '#6a5a48'))
    F.sofa((W * 0.5, D * 0.28, 0), math.pi, linen, 2.3, pillows=pill[:3], rnd=rnd)
    F.coffee_table((W * 0.5, D * 0.53, 0), 0, wood_light, metal, 1.1, 0.65)
    F.armchair((W * 0.2, D * 0.75, 0), math.radians(235), nf.fabric('#c9b48e', 'rattan_look', 120))
    F.armchair((W * 0.8, D * 0.75, 0), math.radians(125), nf.fabric('#c9b48e', 'rattan_look', 120))
    for k, (x, y) in enumerate([(0.45, D - 0.45), (W - 0.45, D - 0.45), (W - 0.45, 0.5)]):
        F.plant((x, y, 0), pot, leaf, 1.7, seed=40 + k)
    F.pendant((W * 0.5, D * 0.53, H - 1.1), H, nf.plain('#d9cba8', 0.7, name='rattan_shade'), brass, 0.35, 0.3, 35, 'dome')


def terrace():
    """Penthouse terrace at dusk: outdoor sofa, lounge chairs, planters with grasses, string of warm lights."""
    out_fab = nf.fabric('#cfc8bb', 'outdoor_fabric', 260)
    frame_m = nf.plain('#2a2c2e', 0.4, 0.5, 0.6, name='alu_dark')
    F.sofa((W * 0.3, 1.2, 0), math.pi, out_fab, 2.4, legs=frame_m, pillows=pill[:2], rnd=rnd)
    F.coffee_table((W * 0.3, 2.3, 0), 0, nf.wood('#8a6a4a', 0.09, 1.0, 'teak', coat=0.0, rough=0.6), frame_m, 1.2, 0.7)
    F.armchair((W * 0.3 + 1.9, 2.3, 0), math.radians(120) + math.pi, out_fab, frame_m)
    gm = nf.foliage('#6b6a3a', '#9a8a52', name='grass_leaf', trans=0.3)
    for k in range(4):
        x = W - 0.5
        y = 0.8 + k * (D - 1.6) / 3
        nf.box('planter', x - 0.35, x + 0.35, y - 0.35, y + 0.35, 0, 0.6, nf.plain('#3a3c3e', 0.6, name='planter_fibre'), 0.02)
        ms = trees.make('shrub', 'tgrass', leaf_mat=gm, seed=5, radius=0.35, height=0.8, leaf_size=0.08, density=0.7)
        trees.place(ms, (x, y, 0.6), k)
    for k in range(3):
        F.table_lamp((W * 0.3 - 1.5 + k * 0.05, 1.0, 0.0), ceramic, power=8) if k == 0 else None
    # the suite behind: warm light spilling out through the glazing onto the pavers
    nf.light('spill', 'AREA', (W / 2, 0.05, 1.4), 300, nf.kelvin(2900), rot=(math.radians(90), 0, 0), size=W * 0.8, size_y=2.2,
             camera=False)


def empty_room_finish():
    """Vacant condo / staging 'before': bare floor, a few pot lights, nothing else."""
    potlights(2, 2, 22)


if staged:
    {'living': living, 'kitchen': kitchen, 'dining': dining, 'primary-bedroom': bedroom, 'bedroom': bedroom, 'bath': bath,
     'office': office, 'boardroom': boardroom, 'garden-room': garden_room, 'terrace': terrace, 'studio': studio}.get(room, living)()
else:
    empty_room_finish()

# ------------------------------------------------------------------------------------------------ light
sky_kind = prm.get('sky', I.get('sky', 'day'))
if sky_kind == 'overcast':
    nf.world_overcast(prm.get('sky_strength', 1.2))
elif sky_kind == 'dusk':
    nf.world_twilight(prm.get('glow_azim', 250), prm.get('sky_strength', 1.0), zenith='#183272', mid='#4a72b8', horizon='#d7a07c', glow='#f0a868')
else:
    nf.world_nishita(prm.get('sun_elev', 32), prm.get('sun_azim', 200), strength=prm.get('sky_strength', 0.55), dust=1.2)
    nf.sun(prm.get('sun_elev', 32), prm.get('sun_azim', 200), prm.get('sun', 3.0))
if view == 'skyline' and prm.get('haze'):   # the air over the city: 1 - 1/e of the way to the sky's colour at this many metres
    nf.haze(views.FAR_MATS, prm['haze'])
# portals in every window (+ a soft fill that stands in for the sky bounce off the reveals)
for wdef in windows:
    name, u0, u1, z0, z1, kind = wdef
    cu, cz = (u0 + u1) / 2, (z0 + z1) / 2
    if name == 'N':
        loc, rot, sx = (cu, D + 0.02, cz), (math.radians(90), 0, 0), u1 - u0
    elif name == 'S':
        loc, rot, sx = (cu, -0.02, cz), (math.radians(-90), 0, 0), u1 - u0
    elif name == 'E':
        loc, rot, sx = (W + 0.02, cu, cz), (0, math.radians(-90), 0), u1 - u0
    else:
        loc, rot, sx = (-0.02, cu, cz), (0, math.radians(90), 0), u1 - u0
    if name in 'EW':
        nf.light('portal', 'AREA', loc, 1, rot=rot, size=z1 - z0, size_y=sx, portal=True)
    else:
        nf.light('portal', 'AREA', loc, 1, rot=rot, size=sx, size_y=z1 - z0, portal=True)

# ------------------------------------------------------------------------------------------------ foliage guard
# No plant may sit where the camera stands (a houseplant placed in the corner the camera uses fills the frame with
# leaf cards), and no outdoor tree may reach into the room. Plants within 1.2 m (plan) of the camera are removed
# with their pots; outdoor trees whose bounds overlap the room are removed.
def _foliage_guard(cam_xy):
    from mathutils import Vector
    bpy.context.view_layer.update()
    cx, cy = cam_xy
    gone = []
    for o in list(bpy.context.scene.objects):
        if o.type != 'MESH' or not o.data or all(c.hide_render for c in o.users_collection):
            continue
        mesh = o.data.name
        potlike = o.name.split('.')[0] in ('pot', 'soil')
        is_plant = mesh.startswith(('deciduous_houseplant', 'shrub_tgrass')) or potlike
        is_tree = (mesh.startswith(('deciduous_', 'conifer_', 'shrub_')) and not is_plant) or o.name.startswith('hedge')
        if not (is_plant or is_tree):
            continue
        if potlike and math.hypot(o.location.x - cx, o.location.y - cy) > 1.2:
            continue
        bb = [o.matrix_world @ Vector(c) for c in o.bound_box]
        mn = [min(v[i] for v in bb) for i in range(3)]
        mx = [max(v[i] for v in bb) for i in range(3)]
        if is_plant:
            ox, oy = o.location.x, o.location.y
            if math.hypot(ox - cx, oy - cy) < 1.2:
                gone.append(o)
        elif mx[0] > -0.05 and mn[0] < W + 0.05 and mx[1] > -0.05 and mn[1] < D + 0.05 and mn[2] < H:
            gone.append(o)
    for o in gone:
        print('FOLIAGE_GUARD removed %s (%s) at %.2f %.2f' % (o.name, o.data.name, o.location.x, o.location.y))
        bpy.data.objects.remove(o, do_unlink=True)


if not open_air:
    _foliage_guard(prm.get('cam', [0.55, 0.5, 1.35])[:2])

import gear  # noqa: E402  (the gear the shot places: a scanner, a camera, a drone)
gear.place(prm.get('gear', []))
import apparel  # noqa: E402  (brand apparel laid out for a product shot)
apparel.place(prm.get('apparel', []))

# ------------------------------------------------------------------------------------------------ camera
w, h = S['width'], S['height']
cam = prm.get('cam', [0.55, 0.5, 1.35])
tgt = prm.get('target', [W * 0.72, D, 1.1])
if prm.get('pitch'):   # deliberately tilted (the 'before' of a perspective-correction pair)
    import math as _m
    o = nf.camera(cam, tgt, prm.get('lens', 18), w, h, level=False, pitch=-prm['pitch'])
elif prm.get('aim'):   # a product shot looks down at its subject; there are no verticals to keep
    o = nf.camera(cam, tgt, prm.get('lens', 18), w, h, level=False)
else:
    o = nf.camera(cam, tgt, prm.get('lens', 18), w, h, shift_x=prm.get('shift_x', 0.0))
if prm.get('fstop'):  # shallow depth of field, focused on the target
    o.data.dof.use_dof = True
    o.data.dof.focus_distance = math.dist(cam, tgt)
    o.data.dof.aperture_fstop = prm['fstop']
nf.cycles_setup(a, samples=prm.get('samples', 24), time_limit=prm.get('time', 1800), threshold=0.03, min_samples=12,
                exposure=prm.get('exposure', 1.3), look=prm.get('look', 'Medium High Contrast'), clamp_ind=3.0,
                bounces=tuple(prm.get('bounces', (4, 3, 1, 2))))
nf.render_and_filter(a, a.shot, iters=tuple(prm.get('iters', (4, 5, 3))), wb=tuple(prm.get('wb', (0.94, 1.0, 1.07))))

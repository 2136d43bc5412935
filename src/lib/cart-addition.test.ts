import { readCartAddition, withoutCartAddition } from './cart-addition';

describe('the kit a cart address adds (ADR 039)', () => {
  it('reads the kit, its format and its quantity', () => {
    expect(readCartAddition('?add=easter-bunny&format=digital')).toEqual({
      kit: 'easter-bunny',
      format: 'digital',
      quantity: 1,
    });
    expect(readCartAddition('?add=farmyard-hunt&format=printed&quantity=3')).toEqual({
      kit: 'farmyard-hunt',
      format: 'printed',
      quantity: 3,
    });
    // A form that sends only the kit adds its digital download.
    expect(readCartAddition('?add=cool-bunny')).toEqual({
      kit: 'cool-bunny',
      format: 'digital',
      quantity: 1,
    });
  });

  it('clamps quantities as the cart does: one licence for a digital kit, 1 to 10 printed kits', () => {
    expect(readCartAddition('?add=easter-bunny&format=digital&quantity=4')?.quantity).toBe(1);
    expect(readCartAddition('?add=easter-bunny&format=printed&quantity=25')?.quantity).toBe(10);
    expect(readCartAddition('?add=easter-bunny&format=printed&quantity=0')?.quantity).toBe(1);
    expect(readCartAddition('?add=easter-bunny&format=printed&quantity=lots')?.quantity).toBe(1);
    expect(readCartAddition('?add=easter-bunny&format=printed&quantity=')?.quantity).toBe(1);
  });

  it('takes an old slug as its kit', () => {
    expect(readCartAddition('?add=farmyard-easter&format=digital')?.kit).toBe('farmyard-hunt');
  });

  it('adds nothing for an unknown kit, a kit not sold online or an unknown format', () => {
    expect(readCartAddition('')).toBeNull();
    expect(readCartAddition('?add=unicorn-castle')).toBeNull();
    expect(readCartAddition('?add=dino-bunny-hunt&format=digital')).toBeNull();
    expect(readCartAddition('?add=space-bunny&format=digital')).toBeNull();
    expect(readCartAddition('?add=easter-bunny&format=framed')).toBeNull();
  });

  it('leaves the address with its other parameters only', () => {
    expect(withoutCartAddition('?add=easter-bunny&format=printed&quantity=2')).toBe('');
    expect(withoutCartAddition('?region=ca&add=easter-bunny&format=digital')).toBe('?region=ca');
  });
});

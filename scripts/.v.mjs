import sharp from 'sharp';
await sharp(process.argv[2]).resize(1200).png().toFile(process.argv[3]);

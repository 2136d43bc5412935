/**
 * Hiding places as parents type them, written for the acceptance rubric and not used to build the
 * knowledge base. Each row: the phrase, the word that names the object (what a clue must say at easy and
 * medium, and a riddle must never say), and the preposition the clue's last sentence must repeat.
 */
export interface RubricPhrase {
  phrase: string;
  key: string;
  preposition?: string;
  area: 'household' | 'school' | 'outdoor' | 'car' | 'holiday' | 'free text';
}

const rows = (area: RubricPhrase['area'], lines: string): RubricPhrase[] =>
  lines
    .trim()
    .split('\n')
    .map((line) => {
      const [phrase, key, preposition] = line.split('|').map((part) => part.trim());
      return { phrase: phrase as string, key: key as string, preposition: preposition || undefined, area };
    });

export const rubricPhrases: RubricPhrase[] = [
  ...rows(
    'household',
    `
inside the fridge door | door | inside
under my pillow | pillow | under
inside the piano bench | bench | inside
behind the bathroom radiator | radiator | behind
on top of the microwave | microwave | on top of
under the doormat at the back door | doormat | under
inside the salad spinner | spinner | inside
between the couch cushions | cushion | between
in the pocket of Dad's bathrobe | bathrobe | in
underneath the ironing board | board | underneath
inside the empty tissue box | box | inside
behind the family photo on the hallway table | photo | behind
inside my rain boot | boot | inside
under the dog's bed | bed | under
inside the slow cooker | cooker | inside
beside the fish food on the counter | food | beside
on top of the ceiling fan switch | switch | on top of
inside Grandpa's slipper | slipper | inside
under the kitchen scale | scale | under
behind the spice rack | rack | behind
inside the teapot | teapot | inside
under the baby's changing mat | mat | under
in the pocket of the puffy jacket | jacket | in
inside the sewing basket | basket | inside
between the pages of the cookbook | cookbook | between
under the stack of placemats | stack | under
behind the vacuum cleaner | cleaner | behind
inside the rice cooker | cooker | inside
on top of the bread maker | maker | on top of
inside the shoe box under the bed | box | inside
behind the laundry detergent | detergent | behind
inside the hall closet vacuum bag | bag | inside
under the blue bath mat | mat | under
inside the cereal box | box | inside
next to the goldfish bowl | bowl | next to
beside the aquarium | aquarium | beside
inside the dollhouse | dollhouse | inside
under the footstool | footstool | under
inside the jewelry box on Mom's dresser | box | inside
behind the ficus in the corner | ficus | behind
`,
  ),
  ...rows(
    'school',
    `
behind the class fish tank | tank | behind
inside the teacher's coffee mug | mug | inside
under the classroom rug | rug | under
inside the crayon bucket | bucket | inside
behind the pencil sharpener | sharpener | behind
under the science table | table | under
inside the lost and found box | box | inside
between the dictionaries on the shelf | dictionary | between
on top of the art supply cart | cart | on top of
inside the bin of glue sticks | bin | inside
under the reading beanbag | beanbag | under
behind the class calendar | calendar | behind
inside the music room drum | drum | inside
under the piano in the music room | piano | under
inside the gym equipment closet | closet | inside
behind the flag by the door | flag | behind
inside the library book cart | cart | inside
under the math workbook pile | pile | under
inside my desk at school | desk | inside
beside the class hamster wheel | wheel | beside
inside the puppet theater | theater | inside
under the cafeteria tray stack | stack | under
behind the projector screen | screen | behind
inside the lunch cooler | cooler | inside
on top of the cubby shelf | shelf | on top of
inside the paint smock pocket | pocket | inside
under the globe stand | stand | under
behind the bulletin board | board | behind
inside the recess ball bag | bag | inside
under the teacher's chair | chair | under
`,
  ),
  ...rows(
    'outdoor',
    `
coiled up with the garden hose | hose | with
under the big flower pot by the porch | pot | under
inside the mailbox | mailbox | inside
behind the woodpile | woodpile | behind
under the porch swing | swing | under
inside the watering can | can | inside
beside the birdbath | birdbath | beside
under the doormat on the porch | doormat | under
behind the rain barrel | barrel | behind
inside the sandbox bucket | bucket | inside
under the patio table umbrella | umbrella | under
in the hollow of the old stump | stump | in
beside the garden gnome with the red hat | gnome | beside
inside the dog's kennel | kennel | inside
under the trampoline | trampoline | under
behind the compost heap | heap | behind
inside the empty flowerpot | flowerpot | inside
on top of the fence post | post | on top of
under the picnic blanket | blanket | under
inside the tree house | house | inside
under the front steps | steps | under
behind the garbage cans by the garage | can | behind
inside the bike helmet | helmet | inside
under the wheel of the wheelbarrow | wheel | under
inside the soccer goal net | net | inside
beside the lemonade stand | stand | beside
under the pile of leaves | pile | under
inside the outdoor grill | grill | inside
behind the shed door | door | behind
inside the hanging basket | basket | inside
`,
  ),
  ...rows(
    'car',
    `
in the seat pocket behind Dad | pocket | in
under the driver's seat | seat | under
inside the glove box | box | inside
tucked under the spare tire in the trunk | tire | under
in the cup holder | holder | in
behind the sun visor | visor | behind
inside the car door pocket | pocket | inside
under the floor mat in the back | mat | under
in the pocket of the car seat | seat | in
inside the first aid kit in the trunk | kit | inside
under the booster seat | seat | under
inside the tissue box in the car | box | inside
between the front seats | seat | between
behind the headrest | headrest | behind
inside the picnic cooler in the van | cooler | inside
under the window shade in the back seat | shade | under
inside the road trip snack bag | bag | inside
on top of the dashboard | dashboard | on top of
inside the sunglasses case | case | inside
under Grandma's car blanket | blanket | under
`,
  ),
  ...rows(
    'holiday',
    `
under the Christmas tree | tree | under
inside the Easter basket | basket | inside
behind the pumpkin on the porch | pumpkin | behind
inside the stocking on the mantel | stocking | inside
under the menorah | menorah | under
inside the gingerbread house | house | inside
behind the nutcracker | nutcracker | behind
in the pocket of the Santa hat | hat | in
under the birthday present pile | pile | under
inside the piñata | piñata | inside
beside the snowman in the yard | snowman | beside
under the tablecloth on the holiday table | tablecloth | under
inside the advent calendar | calendar | inside
behind the wreath on the front door | wreath | behind
inside the plastic egg in the tulips | egg | inside
under the hotel pillow | pillow | under
inside the beach bag | bag | inside
under the campsite cooler | cooler | under
inside the sleeping bag | bag | inside
behind the tent flap | flap | behind
inside the suitcase | suitcase | inside
under the beach towel | towel | under
inside the sand castle bucket | bucket | inside
behind the cabin woodstove | woodstove | behind
inside the Halloween candy bowl | bowl | inside
under the valentine card box | box | under
beside the turkey platter | platter | beside
inside the party hat | hat | inside
under the cake stand | stand | under
inside the ornament box in the attic | box | inside
`,
  ),
  ...rows(
    'free text',
    `
inside the empty egg carton in the recycling bin | carton | inside
I want to hide it under the basket for dirty laundry in the bathroom | basket | under
please put it behind the tall blue vase on Grandma's piano | vase | behind
tucked inside the old brown teddy bear on Maya's bed | bear | inside
inside the left pocket of Dad's winter coat in the hall closet | coat | inside
under the third step of the porch stairs | step | under
hide it behind the big framed map in the upstairs hallway | map | behind
on top of the tall wooden bookcase in the family room, near the window | bookcase | on top of
between the two big pillows on Mom and Dad's bed | pillow | between
inside the green watering can next to the tomato plants | can | inside
taped under the lid of the toy piano | piano | under
in the pocket of my sister's pink raincoat hanging by the back door | raincoat | in
inside the cookie tin that holds the sewing buttons | tin | inside
under the wobbly stool we use to reach the sink | stool | under
behind the picture of the lighthouse in the den | picture | behind
the mailbox by the front gate | mailbox |
inside the red rubber boot by the garage door | boot | inside
under the soft grey blanket on the reading chair | blanket | under
behind the tall plant in the corner of the dining room | plant | behind
inside the shoebox full of crayons under my desk | shoebox | inside
on the top shelf of the linen cupboard | shelf | on
next to the purple umbrella in the front hall | umbrella | next to
inside the tin lunchbox that Grandpa gave me | lunchbox | inside
behind the old radio on the kitchen windowsill | radio | behind
under the yellow rubber duck in the bathtub | duck | under
inside Noah's soccer cleat by the stairs | cleat | inside
under the fruit bowl on the kitchen counter | bowl | under
inside the pillowcase of the guest bed | pillowcase | inside
behind the clock on the mantel in the living room | clock | behind
inside the big glass jar of marbles | jar | inside
under the welcome mat at Grandma's house | mat | under
inside the bread box on the counter | box | inside
beside the fish tank in the waiting room | tank | beside
under the cushion of the rocking chair | cushion | under
inside the hollow log at the edge of the yard | log | inside
behind the stack of board games in the closet | stack | behind
on top of the refrigerator, next to the cereal boxes | refrigerator | on top of
inside the dress-up trunk in the playroom | trunk | inside
under the saucer of the big potted fern | saucer | under
inside the treasure chest on the bookshelf | chest | inside
`,
  ),
];

FAN31415926
Event: Puzzle 1, the rabbit is frozen
Puzzle: goal in 1
Position: g [     r   hR   r    D                  e         R   E  R        ]

2g Dd6n Rc7n "A friend beside the rabbit unfreezes it." [2g Dd6w Rc7n Dc6x "Also right: the dog on the trap guards the rabbit, and falls once it leaves, but the goal is reached."]

FAN31415926
Event: Puzzle 2, pull the guard aside
Puzzle: goal in 1
Position: g [  d     r  rrH      R         e                 R M      R      ]

2g Hf7n re7e Re6n Re7n "The horse pulls the blocking rabbit out of the way."

FAN31415926
Event: Puzzle 3, a friend beside the trap
Puzzle: goal in 1
Position: s [        r      re        E           r         d   C    R   R R ]

2s dh3w rf4s rf3s rf2s "With the dog on g3 the rabbit crosses the trap safely."

FAN31415926
Event: Puzzle 4, two guards
Puzzle: capture hf6
Position: g [  e     rr   dE      hr       M                 RR              ]

2g Mg5s rg6s df7n hf6x Eg7w "Both friends of the horse are moved away: the camel pulls one, the elephant pushes the other."

FAN31415926
Event: Puzzle 5, push it in
Puzzle: capture Dd3
Position: s [        r      r                E          De    mC     R      R]

2s mb2w Cc2w Dd3w Dc3x ee3w "The camel pulls the trap's guard away, then the elephant pushes the dog in."

FAN31415926
Event: Puzzle 6, corner the camel
Puzzle: immobilize mh8
Position: g [      rmr    E                     e                    RR      ]

2g Ef7e Eg7e "The camel is not frozen, its rabbit is beside it, but it has no empty square to step to." [2g Ef7n rg8s Ef8e "Also right: the rabbit pushed away, the elephant freezes the camel."]

FAN31415926
Event: Puzzle 7, nowhere to go
Puzzle: immobilize
Position: g [     C r       r      D        R                R               ]

2g Dg6n Cf8e Rh5n "Silver's two rabbits keep each other unfrozen, but every square they could step to is taken."

FAN31415926
Event: Puzzle 8, stop the rabbit
Puzzle: defend goal
Position: g [           e   r                      E         RR  r     M     ]

2g Mc1n Mc2e "The camel freezes the rabbit; no silver piece can come to its help."

FAN31415926
Event: Puzzle 9, two threats
Puzzle: defend goal
Position: s [r  m r d  R           R             E    e      R      R        ]

2s md8w dh8s "The camel freezes one rabbit; the dog on h7 freezes the other wherever it steps." [2s @? md8w dh8w "Not enough: the rabbit goes round by h6 and h7."]

FAN31415926
Event: Puzzle 10, open the road
Puzzle: goal in 2
Position: g [r    dr  h r r  RE  e                R             R            ]

2g hb7e Eb6n hc7s hc6x Eb7e "The horse falls and the b-file is open."
2s df8w de8w dd8w ee6w
3g Ra6e Rb6n Rb7n

FAN31415926
Event: Puzzle 11, run, rabbit, run
Puzzle: goal in 2
Position: g [   d r  r hrrE  m           eR                        R         ]

2g Rg2n Rg3n Rg4n Rg5n "From g2 to g6 in one turn: silver cannot stop it reaching goal next turn."
2s dd8e rf8e ee5n
3g Rg6e Rh6n Rh7n

FAN31415926
Event: Puzzle 12, clear the file
Puzzle: goal in 2
Position: s [           r        c         e r               E  d R   R     R]

2s dd2w rd7s rd6s rd5s "The dog steps aside and the rabbit runs to d4; gold cannot stop both rabbits."
3g Ea2e dc2e Eb2e
3s ra4s ra3s ra2s
